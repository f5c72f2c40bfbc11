/** VIN lookup from the browser: the shared checks first, then POST /api/vehicles/vin. */
import { readVin, type VinProblem } from '../../../shared/vehicles/vin';
import { VIN_LOOKUP_PATH, type VinLookupError, type VinLookupErrorBody, type VinLookupResult } from '../../../shared/vehicles/vin-lookup';

export type VinLookupOutcome =
  | { kind: 'found'; result: VinLookupResult }
  | { kind: 'refused'; reason: VinLookupError; length: number }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

const REASONS: readonly VinLookupError[] = ['length', 'letters', 'characters', 'check-digit', 'year', 'unknown-maker', 'not-in-catalogue'];

/** The problem of a typed VIN before any request (the server checks the same again), or null. */
export function vinProblem(text: string): { problem: VinProblem; length: number } | null {
  const reading = readVin(text);
  return reading.ok ? null : { problem: reading.problem, length: reading.vin.length };
}

/** Looks a VIN up; refused VINs never leave the browser. */
export async function lookUpVin(text: string): Promise<VinLookupOutcome> {
  const local = vinProblem(text);
  if (local) return { kind: 'refused', reason: local.problem, length: local.length };
  let response: Response;
  try {
    response = await fetch(VIN_LOOKUP_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ vin: text }),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 429) return { kind: 'rate-limited' };
  if (response.ok) return { kind: 'found', result: (await response.json()) as VinLookupResult };
  const body = (await response.json().catch(() => null)) as Partial<VinLookupErrorBody> | null;
  const reason = REASONS.find((r) => r === body?.code);
  return reason ? { kind: 'refused', reason, length: text.length } : { kind: 'failed' };
}
