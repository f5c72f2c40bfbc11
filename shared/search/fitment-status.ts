import type { HitFitment } from '../types/product';

export interface FitmentQualifierRow {
  submodel: string | null;
  engine: string | null;
}

/**
 * Fit of one listed product for a vehicle: universal products and rows whose qualifiers are empty
 * or equal the vehicle's fit; rows that need a trim or engine the vehicle lacks or differs from
 * need review (document 2 §2 Product card).
 */
export function fitmentStatus(
  vehicle: { submodel?: string; engine?: string } | undefined,
  universal: boolean,
  rows: readonly FitmentQualifierRow[],
): HitFitment {
  if (!vehicle) return 'none';
  if (universal) return 'fits';
  // Case-insensitive, as the fitment check of the product page compares qualifiers (decision 031).
  const same = (a: string | null, b: string | undefined) => a === null || (b !== undefined && a.toLowerCase() === b.toLowerCase());
  const fits = rows.some((row) => same(row.submodel, vehicle.submodel) && same(row.engine, vehicle.engine));
  return fits ? 'fits' : 'needs-review';
}
