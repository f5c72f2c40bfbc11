/**
 * `npm run bench`: builds the client, serves the production worker (scripts/serve.ts: the deploy bundle in workerd,
 * seeded local D1) on a bench port, and records in bench/results/:
 *  - requests/s and p99 latency of the home page SSR, a vehicle product list page SSR, a product
 *    detail page SSR and a static asset served by the same worker in the same run, with their
 *    ratios (absolute numbers depend on the machine);
 *  - gzip size of the JavaScript and CSS the home page loads (entry, its imports, the home chunk);
 *  - the same pages served from the edge HTML cache (anonymous, `X-Cache: HIT`) vs rendered,
 *    against the static asset, in interleaved rounds: bench/results/edge-cache.*.
 * The SSR measures above ask for rendered pages (`rendered()`), so they stay measures of rendering.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { waitForServer } from './wait-for-server';
import { CACHED_TO_STATIC_TARGET, writeEdgeCacheResults } from './edge-cache/edge-cache-report';
import { BENCH_SERVER_ENV, measureEdgeCache, RENDER_HEADERS, rendered } from './edge-cache/edge-cache-bench';

const root = join(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 8795);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** Seconds per interleaved sample of the edge cache measures (three rounds). */
const EDGE_SECONDS = Number(process.env.BENCH_EDGE_SECONDS ?? 5);
const base = `http://127.0.0.1:${PORT}`;
const LIST_PATH = '/2019-honda-civic/brakes';
// BENCH_SCALE=bench serves the 100,000-product catalogue from its own local state folder.
const SCALE = process.env.BENCH_SCALE === 'bench' ? 'bench' : 'default';
const PERSIST_TO = SCALE === 'bench' ? '.wrangler/bench-state' : undefined;

interface Metafile { outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string }> }

/** Gzip bytes of the entry chunk, its static imports, and the home page chunk with its imports. */
function homeBundleSize(): { js: number; css: number; files: string[] } {
  const meta = JSON.parse(readFileSync(join(root, 'public/build/metafile.json'), 'utf8')) as Metafile;
  const manifest = JSON.parse(readFileSync(join(root, 'worker/render/generated/assets.json'), 'utf8')) as { entry: string; css: string };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit('public' + manifest.entry);
  const home = Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint?.endsWith('client/pages/home-page.tsx'));
  if (home) visit(home);
  const gz = (file: string) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
  const files = [...seen].filter((f) => f.endsWith('.js'));
  return { js: files.reduce((n, f) => n + gz(f), 0), css: gz('public' + manifest.css), files };
}

/** A product detail path of the served catalogue (its best-selling brake part), found through the search API. */
async function productPath(): Promise<string> {
  const res = await fetch(`${base}/search/shopper-search/v1/organizations/f_ecom_axle/product-search?siteId=axle-us&q=brake&limit=1`);
  const body = (await res.json()) as { hits: { productId: string }[] };
  const id = body.hits[0]?.productId;
  if (!id) throw new Error('no product to bench');
  return `/product/${id}`;
}

/** Page SSR: rendered, never answered from the edge cache; the asset as is. */
async function load(path: string) {
  const page = !path.startsWith('/favicon');
  const url = base + (page ? rendered(path) : path);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: page ? RENDER_HEADERS : { accept: 'text/html' } });
  return { path, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
// Seed first (the bench scale takes minutes the first time); the server then finds it seeded.
execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts', ...(PERSIST_TO ? ['--scale', SCALE, '--persist-to', PERSIST_TO] : [])], {
  cwd: root,
  stdio: 'inherit',
});
const server = spawn(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/serve.ts'], {
  cwd: root,
  env: { ...process.env, ...BENCH_SERVER_ENV, PORT: String(PORT), SEED_SCALE: SCALE, ...(PERSIST_TO ? { PERSIST_TO } : {}) },
  stdio: 'ignore',
  detached: true,
});
try {
  await waitForServer(base);
  const PRODUCT_PATH = await productPath();
  for (const path of ['/', LIST_PATH, PRODUCT_PATH, '/favicon.svg']) await fetch(base + path); // warm up caches
  const home = await load('/');
  const list = await load(LIST_PATH);
  const product = await load(PRODUCT_PATH);
  const asset = await load('/favicon.svg');
  const loadAverageAtStart = Number(loadavg()[0]!.toFixed(2));
  // Edge HTML cache: each page cached (anonymous) and rendered, against the static asset, interleaved.
  const edge = await measureEdgeCache(base, [['home', '/'], ['product list', LIST_PATH], ['product detail', PRODUCT_PATH]], EDGE_SECONDS, CONNECTIONS);
  writeEdgeCacheResults(root, {
    date: new Date().toISOString(),
    machine: 'loopback, load generator on the same machine',
    settings: { connections: CONNECTIONS, durationSeconds: EDGE_SECONDS, rounds: edge.rounds },
    catalogScale: SCALE,
    loadAverageAtStart,
    staticAsset: edge.staticAsset,
    largerStaticAsset: edge.largerStaticAsset,
    pages: edge.pages,
    target: CACHED_TO_STATIC_TARGET,
  });
  const bundle = homeBundleSize();
  const record = {
    date: new Date().toISOString(),
    machine: 'loopback, load generator on the same machine',
    settings: { connections: CONNECTIONS, durationSeconds: DURATION_S },
    catalogScale: SCALE,
    homeSsr: home,
    productListSsr: list,
    productDetailSsr: product,
    staticAsset: asset,
    homeToStaticRpsRatio: Number((home.requestsPerSecond / asset.requestsPerSecond).toFixed(3)),
    listToHomeRpsRatio: Number((list.requestsPerSecond / home.requestsPerSecond).toFixed(3)),
    productToHomeRpsRatio: Number((product.requestsPerSecond / home.requestsPerSecond).toFixed(3)),
    homePageGzipBytes: { js: bundle.js, css: bundle.css, jsFiles: bundle.files.length },
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, `bench/results/ssr-${SCALE}.json`), JSON.stringify(record, null, 2) + '\n');
  console.log(JSON.stringify(record, null, 2));
  // Lighthouse per page type against the same server (BENCH_LIGHTHOUSE=off skips it).
  if (process.env.BENCH_LIGHTHOUSE !== 'off' && SCALE === 'default') {
    execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'bench/lighthouse/lighthouse-bench.ts', '--base', base, '--runs', process.env.BENCH_LIGHTHOUSE_RUNS ?? '3'], { cwd: root, stdio: 'inherit' });
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
