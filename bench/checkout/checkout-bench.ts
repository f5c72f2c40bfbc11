/**
 * Checkout speed and the no-oversell race, against the production worker in wrangler dev.
 *
 *  - place order: sequential POST /api/checkout/orders (each run a new guest with one line and an
 *    approved test payment; only the place-order request is timed), p50/p95/p99, next to a static
 *    asset of the same worker as the baseline. Target p95 under 150 ms.
 *  - race: rounds of N concurrent buyers (50–200) for the last U units (1–5) of a product: every
 *    buyer has the product in the cart and an approved payment; a draining order first brings the
 *    stock down to exactly U; then all place their orders at once. Each round must sell exactly U,
 *    answer the others 409, no 5xx, and leave the product out of stock.
 *
 *   npx tsx bench/checkout/checkout-bench.ts [--base http://127.0.0.1:8808] [--port 8809] [--runs 200] [--rounds 10] [--only latency|race]
 *
 * Without --base it seeds the local database (default scale) and serves it on --port. Results go to
 * bench/results/checkout.json and .md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForServer } from '../wait-for-server';
import { BenchShopper, stockedItems } from './bench-client';
import { summarize } from '../bench-kit';

const root = join(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const runs = Number(option('runs', '200'));
const rounds = Number(option('rounds', '10'));
let base = option('base', '');
let server = null as ChildProcess | null;

async function startServer(): Promise<void> {
  const port = option('port', '8809');
  base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };
  execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts'], { cwd: root, stdio: 'inherit', env });
  // The server's own log goes to a file, so a 5xx can be traced.
  const log = openSync(join(root, 'bench/results/checkout-server.log'), 'w');
  server = spawn(join(root, 'node_modules/.bin/wrangler'), ['dev', '--port', port, '--ip', '127.0.0.1', '--log-level', option('log-level', 'warn')], { cwd: root, env, stdio: ['ignore', log, log], detached: true });
  await waitForServer(base);
}


const stats = summarize;

async function placeOrderLatency() {
  const items = await stockedItems(base, 50, 10_000);
  if (items.length < 5) throw new Error(`only ${items.length} stocked items found`);
  const times: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const shopper = new BenchShopper(base);
    await (await shopper.add(items[i % items.length]!.productId, 1)).arrayBuffer();
    const paymentId = await shopper.approvedPayment();
    const started = performance.now();
    const res = await shopper.placeOrder(paymentId);
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`place order ${i} answered ${res.status}`);
    if (i >= 10) times.push(performance.now() - started); // the first 10 warm up
  }
  const staticTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await (await fetch(`${base}/favicon.svg`)).arrayBuffer();
    staticTimes.push(performance.now() - started);
  }
  return { placeOrder: stats(times), staticAsset: stats(staticTimes) };
}

interface RoundResult {
  buyers: number;
  units: number;
  sold: number;
  conflicts: number;
  serverErrors: number;
  other: number;
  outOfStockAfter: boolean;
  placeMs: number;
  /** Bodies of the first server errors, to say what went wrong. */
  errorSamples: string[];
}

async function raceRound(productId: string, ats: number, r: number): Promise<RoundResult> {
  const buyers = Number(option('buyers', '0')) || 50 + ((r * 37) % 151); // 50–200
  const units = 1 + (r % 5); // 1–5
  const shoppers = Array.from({ length: buyers }, () => new BenchShopper(base));
  const payments: string[] = [];
  for (const s of shoppers) {
    const added = await s.add(productId, 1);
    if (!added.ok) throw new Error(`add answered ${added.status}`);
    await added.arrayBuffer();
    payments.push(await s.approvedPayment());
  }
  // Bring the stock down to exactly `units` with one real order.
  const drainer = new BenchShopper(base);
  const drain = ats - units;
  if (drain > 0) {
    const added = await drainer.add(productId, drain);
    if (!added.ok) throw new Error(`drain add answered ${added.status}`);
    await added.arrayBuffer();
    const placed = await drainer.placeOrder(await drainer.approvedPayment());
    if (placed.status !== 201) throw new Error(`drain order answered ${placed.status}`);
    await placed.arrayBuffer();
  }
  const started = performance.now();
  const errorSamples: string[] = [];
  const results = await Promise.all(shoppers.map(async (s, i) => {
    const res = await s.placeOrder(payments[i]!);
    const text = await res.text();
    if (res.status >= 500 && errorSamples.length < 3) errorSamples.push(`${res.status} ${text.slice(0, 200)}`);
    return res.status;
  }));
  const placeMs = performance.now() - started;
  // Out of stock afterwards: one more unit cannot even be added to a cart.
  const probe = await new BenchShopper(base).add(productId, 1);
  await probe.arrayBuffer();
  return {
    buyers,
    units,
    sold: results.filter((s) => s === 201).length,
    conflicts: results.filter((s) => s === 409).length,
    serverErrors: results.filter((s) => s >= 500).length,
    other: results.filter((s) => s !== 201 && s !== 409 && s < 500).length,
    outOfStockAfter: probe.status >= 400 && probe.status < 500,
    placeMs: Math.round(placeMs),
    errorSamples,
  };
}

async function race() {
  const items = await stockedItems(base, 6, 900);
  if (items.length < rounds) throw new Error(`only ${items.length} items for ${rounds} rounds`);
  const out: RoundResult[] = [];
  for (let r = 0; r < rounds; r++) {
    const { productId, ats } = items[r]!;
    const result = await raceRound(productId, ats, r);
    console.log(`round ${r + 1}/${rounds}`, result);
    out.push(result);
  }
  const oversold = out.reduce((n, r) => n + Math.max(0, r.sold - r.units), 0);
  const undersold = out.reduce((n, r) => n + Math.max(0, r.units - r.sold), 0);
  return { rounds: out.length, buyers: out.reduce((n, r) => n + r.buyers, 0), oversold, undersold, serverErrors: out.reduce((n, r) => n + r.serverErrors, 0), allOutOfStockAfter: out.every((r) => r.outOfStockAfter), detail: out };
}

try {
  if (!base) await startServer();
  // --only keeps the other part from the previous recording.
  const only = option('only', '');
  const jsonPath = join(root, 'bench/results/checkout.json');
  const previous = existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as { latency: Awaited<ReturnType<typeof placeOrderLatency>>; race: Awaited<ReturnType<typeof race>> }) : null;
  const latency = only === 'race' && previous ? previous.latency : await placeOrderLatency();
  console.log('place order', latency);
  const raceResult = only === 'latency' && previous ? previous.race : await race();
  const report = { stamp: new Date().toISOString(), base, sequential: true, targetPlaceOrderP95Ms: 150, latency, race: raceResult };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/checkout.json'), JSON.stringify(report, null, 2) + '\n');
  const md = [
    '# Checkout bench',
    '',
    `Recorded ${report.stamp} against ${base} (wrangler dev, production build, local D1, default-scale catalogue; 2 shared cores, load generator on the same machine).`,
    '',
    '| measure | runs | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|',
    ...Object.entries({ 'place order (POST /api/checkout/orders)': latency.placeOrder, 'static asset (baseline)': latency.staticAsset }).map(([k, v]) => `| ${k} | ${v.runs} | ${v.p50Ms} | ${v.p95Ms} | ${v.p99Ms} | ${v.maxMs} |`),
    '',
    `Race: ${raceResult.rounds} rounds, ${raceResult.buyers} buyers in all (50–200 per round for 1–5 units): oversold ${raceResult.oversold}, undersold ${raceResult.undersold}, 5xx ${raceResult.serverErrors}, out of stock after every round: ${raceResult.allOutOfStockAfter}.`,
    '',
    '| round | buyers | units | sold | 409 | 5xx | all placed in ms |',
    '|---|---|---|---|---|---|---|',
    ...raceResult.detail.map((r, i) => `| ${i + 1} | ${r.buyers} | ${r.units} | ${r.sold} | ${r.conflicts} | ${r.serverErrors} | ${r.placeMs} |`),
    '',
  ].join('\n');
  writeFileSync(join(root, 'bench/results/checkout.md'), md);
  console.log('written bench/results/checkout.json and .md');
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
