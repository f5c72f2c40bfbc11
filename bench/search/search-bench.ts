/**
 * Search speed at bench scale (DESIGN §5): seeds the bench catalogue (100k product slots, millions
 * of fitment rows) into a local D1, serves the production worker with wrangler dev, and measures
 * sequential request latency (p50/p95/p99) of
 *  - a vehicle-filtered category list with refinement counts and one refinement applied, and
 *  - a text search,
 * next to a static asset from the same worker as the baseline. Results go to bench/results/.
 *
 *   npx tsx bench/search/search-bench.ts [--persist-to DIR] [--port N] [--runs N] [--skip-seed]
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForServer } from '../wait-for-server';

const root = join(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const persistTo = option('persist-to', '.wrangler/bench-state');
const port = Number(option('port', '8796'));
const runs = Number(option('runs', '200'));
const base = `http://127.0.0.1:${port}`;
const ORG = 'f_ecom_axle';

const VEHICLES = ['2019-honda-civic', '2018-toyota-camry', '2020-ford-f-150', '2017-chevrolet-silverado', '2021-toyota-rav4'];
const CATEGORIES = ['brakes', 'engine', 'filters', 'suspension-steering', 'electrical-lighting'];
const REFINES = ['', 'price%3D(0..25)|(25..50)', 'c_isDeal%3Dtrue', 'inStore%3Dtrue'];
const QUERIES = ['oil filter', 'brake pads', 'spark plug', 'wiper blade', 'headlight bulb', 'bosch', 'rotor'];

const scenarios = {
  'vehicle category list + refinements': (i: number) =>
    `/custom/product-search/v1/organizations/${ORG}/product-search?siteId=axle-us&c_vehicleID=${VEHICLES[i % VEHICLES.length]}` +
    `&c_categoryID=${CATEGORIES[Math.floor(i / VEHICLES.length) % CATEGORIES.length]}` +
    (REFINES[i % REFINES.length] ? `&c_refine=${REFINES[i % REFINES.length]}` : '') +
    '&limit=24',
  'text search': (i: number) => `/search/shopper-search/v1/organizations/${ORG}/product-search?siteId=axle-us&q=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}&limit=24`,
  'static asset (baseline)': () => '/favicon.svg',
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(path: (i: number) => string) {
  for (let i = 0; i < 20; i++) await (await fetch(base + path(i))).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(base + path(i));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path(i)} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { runs, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), p99Ms: round(percentile(times, 99)), maxMs: round(times.at(-1)!) };
}


if (!args.includes('--skip-seed')) {
  execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts', '--scale', 'bench', '--persist-to', persistTo], { cwd: root, stdio: 'inherit' });
}
const server = spawn(join(root, 'node_modules/.bin/wrangler'), ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  stdio: 'ignore',
  detached: true,
});
try {
  await waitForServer(base);
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const [name, path] of Object.entries(scenarios)) {
    results[name] = await measure(path);
    console.log(name, results[name]);
  }
  const stamp = new Date().toISOString();
  const report = { stamp, scale: 'bench', persistTo, sequential: true, targetP95Ms: 50, results };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/search.json'), JSON.stringify(report, null, 2) + '\n');
  console.log('written bench/results/search.json');
} finally {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
