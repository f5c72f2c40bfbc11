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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT as root, cliOption, seedCatalogue, startBenchServer, summarize } from '../bench-kit';

const args = process.argv.slice(2);
const persistTo = cliOption(args, 'persist-to', '.wrangler/bench-state');
const port = Number(cliOption(args, 'port', '8796'));
const runs = Number(cliOption(args, 'runs', '200'));
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

async function measure(base: string, path: (i: number) => string) {
  for (let i = 0; i < 20; i++) await (await fetch(base + path(i))).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(base + path(i));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path(i)} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return summarize(times);
}


if (!args.includes('--skip-seed')) seedCatalogue(persistTo, 'bench');
const server = await startBenchServer({ port, persistTo });
try {
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const [name, path] of Object.entries(scenarios)) {
    results[name] = await measure(server.base, path);
    console.log(name, results[name]);
  }
  const stamp = new Date().toISOString();
  const report = { stamp, scale: 'bench', persistTo, sequential: true, targetP95Ms: 50, results };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/search.json'), JSON.stringify(report, null, 2) + '\n');
  console.log('written bench/results/search.json');
} finally {
  server.stop();
}
