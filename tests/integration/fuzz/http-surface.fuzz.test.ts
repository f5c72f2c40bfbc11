import { exports, env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import worker from '../../../worker/index';
import { endpointName, listEndpoints } from './endpoints';
import { problemsOf, toRequest } from './fuzz-checks';
import { requestsFor } from './fuzz-inputs';

/**
 * Property: whatever arrives — malformed paths, queries, headers, bodies — every endpoint answers
 * below 500, with the security headers, and never echoes markup unescaped (DESIGN §4). `npm test`
 * runs a small seed-fixed sample; bench/fuzz/fuzz-bench.ts sets FUZZ_RUNS to 1,000 per endpoint.
 */
const RUNS = Number((env as { FUZZ_RUNS?: string }).FUZZ_RUNS || 2);
const SEED = Number((env as { FUZZ_SEED?: string }).FUZZ_SEED || 20_261_125);
const ENDPOINTS = listEndpoints(worker.routes);

const summary: { endpoint: string; cases: number; failures: number; statuses: Record<string, number>; counterexample?: string }[] = [];

/** A stable per-endpoint seed, so each endpoint explores its own inputs and a failure replays alone. */
function seedOf(name: string): number {
  let h = SEED;
  for (const char of name) h = (Math.imul(h, 31) + char.charCodeAt(0)) | 0;
  return h;
}

describe('fuzzing the HTTP surface', () => {
  it('covers every registered route and every route-table page', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(100);
    expect(ENDPOINTS.filter((e) => e.page).length).toBeGreaterThan(30);
  });

  it.each(ENDPOINTS.map((e) => [endpointName(e), e] as const))('%s', async (name, endpoint) => {
    const statuses: Record<string, number> = {};
    let cases = 0;
    const property = fc.asyncProperty(requestsFor(endpoint), async (input) => {
      cases++;
      const res = await exports.default.fetch(toRequest('http://localhost', input));
      const body = await res.text();
      const bucket = `${Math.floor(res.status / 100)}xx`;
      statuses[bucket] = (statuses[bucket] ?? 0) + 1;
      const problems = problemsOf({ status: res.status, headers: res.headers, body });
      if (problems.length) throw new Error(`${problems.join('; ')}\n${res.status} ${body.slice(0, 300)}`);
    });
    const result = await fc.check(property, { numRuns: RUNS, seed: seedOf(name), endOnFailure: RUNS > 20 });
    summary.push({ endpoint: name, cases, failures: result.failed ? 1 : 0, statuses, ...(result.failed ? { counterexample: JSON.stringify(result.counterexample) } : {}) });
    expect(result.failed, fc.defaultReportMessage(result) ?? '').toBe(false);
  });

  afterAll(() => {
    // Read by bench/fuzz/fuzz-bench.ts from the test output.
    console.log(`FUZZ_SUMMARY ${JSON.stringify({ runsPerEndpoint: RUNS, seed: SEED, endpoints: summary })}`);
  });
});
