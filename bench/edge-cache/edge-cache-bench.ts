/**
 * Cached vs uncached page SSR against the static asset of the same worker, in one run: rounds
 * interleave every measure (static, each page cached, each page rendered) so a busy machine slows
 * them alike. Called by bench/run.ts; results in bench/results/edge-cache.{json,md}.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadResult } from './edge-cache-report';

const ROUNDS = 3;

/**
 * The bench's own bypass token: the served store gets it as EDGE_HTML_BYPASS_TOKEN (pass
 * `BENCH_SERVER_ENV` to the server's environment), and requests carrying it are rendered, never
 * answered from or stored in the edge cache (decision 279). The keys ignore unknown query
 * parameters now (decision 276), so a query can no longer keep a request off stored entries.
 */
const BYPASS_TOKEN = randomBytes(18).toString('base64url');
export const BENCH_SERVER_ENV = { EDGE_HTML_BYPASS_TOKEN: BYPASS_TOKEN };
/** A rendered page: the very page the cache serves to anonymous requests, rendered for each request. */
export const RENDER_HEADERS = { accept: 'text/html', 'x-edge-bypass': BYPASS_TOKEN };
export const rendered = (path: string) => path;
const ANONYMOUS_HEADERS = { accept: 'text/html' };

interface Measure {
  path: string;
  url: string;
  headers: Record<string, string>;
  requests: number;
  seconds: number;
  p50: number[];
  p99: number[];
  errors: number;
  non2xx: number;
}

/** Fails unless an anonymous request is answered from the cache and the rendered variant renders. */
async function checkPaths(base: string, path: string): Promise<void> {
  const get = async (url: string, headers: Record<string, string>) => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    return res.headers.get('x-cache');
  };
  await get(base + path, ANONYMOUS_HEADERS);
  const cached = await get(base + path, ANONYMOUS_HEADERS);
  if (cached !== 'HIT') throw new Error(`${path} is not served from the edge cache (X-Cache: ${cached})`);
  const render = await get(base + rendered(path), RENDER_HEADERS);
  if (render !== 'BYPASS') throw new Error(`${path} is not rendered for the uncached measure (X-Cache: ${render})`);
}

/** Sequential icon requests until renders left over from the last window are done (each waits behind them). */
async function drain(base: string): Promise<void> {
  for (let i = 0; i < 20; i++) await fetch(`${base}/favicon.svg`).then((r) => r.arrayBuffer());
}

function result(m: Measure): LoadResult {
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  return { path: m.path, requestsPerSecond: Math.round((m.requests / m.seconds) * 10) / 10, p50Ms: mean(m.p50), p99Ms: Math.max(...m.p99), errors: m.errors, non2xx: m.non2xx };
}

export async function measureEdgeCache(base: string, pages: readonly (readonly [string, string])[], secondsPerSample: number, connections: number) {
  for (const [, path] of pages) await checkPaths(base, path);
  const measure = (path: string, url: string, headers: Record<string, string>): Measure => ({ path, url, headers, requests: 0, seconds: 0, p50: [], p99: [], errors: 0, non2xx: 0 });
  const asset = measure('/favicon.svg', `${base}/favicon.svg`, {});
  // Context only: a static file nearer a page's size (local asset serving slows with size too).
  const largerAsset = measure('/i18n/en-US.json', `${base}/i18n/en-US.json`, {});
  const rows = pages.map(([name, path]) => ({
    name,
    cached: measure(path, base + path, ANONYMOUS_HEADERS),
    uncached: measure(path, base + rendered(path), RENDER_HEADERS),
  }));
  // Cheap measures first, renders last: a render still running when its window closes would
  // otherwise eat into the next measure. Each round ends by draining them (below).
  const all = [asset, largerAsset, ...rows.map((r) => r.cached), ...rows.map((r) => r.uncached)];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) await drain(base);
    for (const m of all) {
      const run = await autocannon({ url: m.url, connections, duration: secondsPerSample, headers: m.headers });
      m.requests += run.requests.total;
      m.seconds += secondsPerSample;
      m.p50.push(run.latency.p50);
      m.p99.push(run.latency.p99);
      m.errors += run.errors;
      m.non2xx += run.non2xx;
    }
  }
  return { rounds: ROUNDS, staticAsset: result(asset), largerStaticAsset: result(largerAsset), pages: rows.map((r) => ({ name: r.name, cached: result(r.cached), uncached: result(r.uncached) })) };
}
