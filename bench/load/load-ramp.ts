/**
 * Load ramp (issue "Fast and unbreakable at the edge", item 4): the production worker (wrangler
 * dev, NODE_ENV=production) on the bench catalogue, driven by autocannon through steps of more
 * and more connections (1, 2, 4, 8, 16, 32 by default; 60 s in all) with a realistic mix —
 * 70 % list/search pages, 20 % product pages, 10 % cart/checkout API calls (bench/load/load-mix.ts).
 * Each step records requests/s, p50/p99, errors and non-2xx, overall and per kind; before each
 * step a static asset of the same worker is measured at the same connection count, the baseline
 * that cached pages are held to (p99 within 2×). The knee is the last step before throughput stops
 * growing. Results: bench/results/load.json and load.md.
 *
 *   npx tsx bench/load/load-ramp.ts [--persist-to .wrangler/bench-state] [--port 8804]
 *     [--steps 1,2,4,8,16,32] [--seconds 60] [--static-seconds 4] [--skip-build] [--skip-seed]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, cliOption, seedCatalogue, startBenchServer, summarize } from '../bench-kit';
import type { Request as AutocannonRequest } from 'autocannon';
import { CART_OPERATIONS, mixRequests, type Kind, type MixContext } from './load-mix';
import { cartShoppers, samplePages } from './load-targets';
import { findKnee, renderReport, type KindStats, type StepResult } from './load-report';

const args = process.argv.slice(2);
const persistTo = cliOption(args, 'persist-to', '.wrangler/bench-state');
const port = Number(cliOption(args, 'port', '8804'));
const steps = cliOption(args, 'steps', '1,2,4,8,16,32').split(',').map(Number);
const totalSeconds = Number(cliOption(args, 'seconds', '60'));
const staticSeconds = Number(cliOption(args, 'static-seconds', '4'));
const stepSeconds = Math.max(1, Math.round(totalSeconds / steps.length));
const SHOPPERS = 64;
const KINDS: readonly Kind[] = ['list', 'product', 'cart'];

/** One autocannon run of the mix at `connections`, with per-kind latency and status counts. */
async function rampStep(base: string, connections: number, requests: AutocannonRequest[]): Promise<StepResult> {
  const perKind = new Map<Kind, { times: number[]; non2xx: number; statuses: Record<string, number> }>(KINDS.map((k) => [k, { times: [], non2xx: 0, statuses: {} }]));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration: stepSeconds, requests, timeout: 10 }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      // With pipelining 1 the connection's context still describes the request just answered.
      const kind = (client as unknown as { requestIterator: { context: MixContext } }).requestIterator.context.kind;
      const stats = perKind.get(kind!)!;
      stats.times.push(responseTime);
      if (statusCode < 200 || statusCode > 299) {
        stats.non2xx++;
        stats.statuses[statusCode] = (stats.statuses[statusCode] ?? 0) + 1;
      }
    });
  });
  const kinds = Object.fromEntries(
    KINDS.map((k) => {
      const { times, non2xx, statuses } = perKind.get(k)!;
      const summary = times.length ? summarize(times) : null;
      const stats: KindStats = { responses: times.length, share: 0, p50Ms: summary?.p50Ms ?? null, p99Ms: summary?.p99Ms ?? null, non2xx, non2xxStatuses: statuses };
      return [k, stats];
    }),
  ) as Record<Kind, KindStats>;
  const answered = KINDS.reduce((n, k) => n + kinds[k].responses, 0);
  for (const k of KINDS) kinds[k].share = answered ? Math.round((kinds[k].responses / answered) * 1000) / 10 : 0;
  const pages = [...perKind.get('list')!.times, ...perKind.get('product')!.times];
  return {
    connections,
    seconds: stepSeconds,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    responses: answered,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    pagesP99Ms: pages.length ? summarize(pages).p99Ms : null,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    kinds,
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
  };
}

/**
 * Waits until the server has worked off what an earlier step left queued (a step's connections
 * close, but their requests still run): the static asset answers quickly again.
 */
async function settle(base: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const started = performance.now();
    await (await fetch(`${base}/favicon.svg`)).arrayBuffer();
    if (performance.now() - started < 250) return;
  }
}

/** The static asset at `connections`: the same worker's cheapest answer, the cached-page yardstick. */
async function staticStep(base: string, connections: number) {
  const result = await autocannon({ url: `${base}/favicon.svg`, connections, duration: staticSeconds });
  return { connections, requestsPerSecond: Math.round(result.requests.average * 10) / 10, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

if (!args.includes('--skip-build')) execFileSync(process.execPath, [join(ROOT, 'node_modules/.bin/tsx'), 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
if (!args.includes('--skip-seed')) seedCatalogue(persistTo, 'bench');
const server = await startBenchServer({ port, persistTo });
try {
  const started = Date.now();
  const pools = await samplePages(server.base);
  const shoppers = await cartShoppers(server.base, SHOPPERS);
  console.log(`sampled ${pools.lists.length} list/search and ${pools.products.length} product pages, ${shoppers.length} shoppers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The first answers of each failing kind and status, so a non-2xx can be traced.
  const failures: { kind: Kind; status: number; body: string }[] = [];
  const requests = mixRequests(server.base, pools, shoppers, (kind, status, body) => {
    if (failures.filter((f) => f.kind === kind && f.status === status).length < 3) failures.push({ kind, status, body: body.slice(0, 300) });
  });
  const ramp: StepResult[] = [];
  const staticAsset = [];
  // Per connection count: the static baseline, then the mix, each on a server that has settled.
  for (const connections of steps) {
    await settle(server.base);
    staticAsset.push(await staticStep(server.base, connections));
    await settle(server.base);
    const step = await rampStep(server.base, connections, requests);
    console.log(JSON.stringify({ static: staticAsset.at(-1), ...step }));
    ramp.push(step);
  }
  const knee = findKnee(ramp);
  const report = {
    stamp: new Date().toISOString(),
    machine: 'loopback, 2 shared cores, load generator on the same machine',
    scale: 'bench',
    persistTo,
    mix: { list: 70, product: 20, cart: 10, cartOperations: CART_OPERATIONS },
    pools: { listPages: pools.lists.length, productPages: pools.products.length, shoppers: shoppers.length },
    stepSeconds,
    ramp,
    staticAsset,
    knee,
    failures,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/load.json'), JSON.stringify(report, null, 2) + '\n');
  writeFileSync(join(ROOT, 'bench/results/load.md'), renderReport(report));
  console.log('written bench/results/load.json and load.md');
} finally {
  server.stop();
}
