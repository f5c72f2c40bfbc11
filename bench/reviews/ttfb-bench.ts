/**
 * Reviews must never hold up a product page (issue: "with the reviews source slowed by 500 ms, the
 * first byte of the product page arrives no later than 1.1× its normal time").
 *
 * Serves the production build twice at once with wrangler dev — as is on BENCH_PORT, and with
 * REVIEWS_DELAY_MS=500 (every call to the reviews port answers 500 ms later) on BENCH_PORT+1 — and
 * measures, for a product page of a reviewed product, the time to the first body byte (TTFB) and to
 * the last byte, one request at a time, alternating between the two servers so that load from
 * anything else on the machine hits both alike. The reviews section API is timed too, to show the
 * delay is in force. Writes bench/results/reviews-ttfb.json and prints it.
 *
 *   npx tsx scripts/build.ts && npx tsx bench/reviews/ttfb-bench.ts
 *   BENCH_PORT (default 8894), SAMPLES (default 40), DELAY_MS (default 500), PRODUCT_PATH (default: the
 *   first reviewed product of /2019-honda-civic/brakes, as /product/{id}).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForServer } from '../wait-for-server';

const root = join(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8894);
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const DELAY_MS = Number(process.env.DELAY_MS ?? 500);
const WARM_UP = 5;
// A browser's user agent: crawlers get fully settled pages on purpose, shoppers get streaming.
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

interface Timing {
  ttfbMs: number;
  totalMs: number;
}

/** Time to the first body byte and to the end of one GET. */
function time(base: string, path: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first = 0;
    const req = request(`${base}${path}`, { headers: { accept: 'text/html', 'user-agent': BROWSER_UA } }, (res) => {
      res.on('data', () => {
        if (!first) first = performance.now();
      });
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
        else resolve({ ttfbMs: first - start, totalMs: performance.now() - start });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
};

function summary(path: string, runs: Timing[]) {
  const ttfb = runs.map((r) => r.ttfbMs);
  const total = runs.map((r) => r.totalMs);
  return { path, samples: runs.length, ttfbMedianMs: quantile(ttfb, 0.5), ttfbP90Ms: quantile(ttfb, 0.9), totalMedianMs: quantile(total, 0.5) };
}

/** Warms both servers up, then times `path` on each in turn, SAMPLES times. */
async function compare(path: string) {
  for (let i = 0; i < WARM_UP; i++) for (const base of [normalBase, slowedBase]) await time(base, path);
  const normal: Timing[] = [];
  const slowed: Timing[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Which server goes first alternates too.
    if (i % 2) slowed.push(await time(slowedBase, path));
    normal.push(await time(normalBase, path));
    if (!(i % 2)) slowed.push(await time(slowedBase, path));
  }
  return { normal: summary(path, normal), slowed: summary(path, slowed) };
}

function serve(port: number, delayMs: number): ChildProcess {
  return spawn(
    join(root, 'node_modules/.bin/wrangler'),
    ['dev', '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(port + 1000), '--show-interactive-dev-session=false', '--log-level', 'error', '--var', `REVIEWS_DELAY_MS:${delayMs}`],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }, stdio: 'ignore', detached: true },
  );
}

async function productPath(): Promise<string> {
  if (process.env.PRODUCT_PATH) return process.env.PRODUCT_PATH;
  const html = await (await fetch(`${normalBase}/2019-honda-civic/brakes`, { headers: { 'user-agent': BROWSER_UA } })).text();
  // The first card that shows a review count.
  const card = /data-product-id="([^"]+)"(?:(?!data-product-id=)[\s\S])*?data-testid="card-rating"/.exec(html);
  if (!card) throw new Error('no reviewed product on the list page');
  return `/product/${card[1]}`;
}

const normalBase = `http://127.0.0.1:${PORT}`;
const slowedBase = `http://127.0.0.1:${PORT + 1}`;

execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'scripts/seed-local.ts'], { cwd: root, stdio: 'inherit' });
const servers = [serve(PORT, 0), serve(PORT + 1, DELAY_MS)];
try {
  await Promise.all([waitForServer(normalBase), waitForServer(slowedBase)]);
  const path = await productPath();
  const productId = path.split('/').pop()!;
  const page = await compare(path);
  const sectionApi = await compare(`/api/product-reviews?productId=${encodeURIComponent(productId)}`);
  const ratio = Number((page.slowed.ttfbMedianMs / page.normal.ttfbMedianMs).toFixed(3));
  const record = {
    date: new Date().toISOString(),
    machine: 'loopback, one request at a time alternating between the two servers, client on the same machine',
    delayMs: DELAY_MS,
    productPath: path,
    normal: { page: page.normal, sectionApi: sectionApi.normal },
    reviewsSlowed: { page: page.slowed, sectionApi: sectionApi.slowed },
    ttfbRatio: ratio,
    withinBudget: ratio <= 1.1,
    // A page that streams the reviews ends about DELAY_MS after its first byte when slowed.
    pageStreamsReviews: page.slowed.totalMedianMs - page.slowed.ttfbMedianMs > DELAY_MS * 0.8,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/reviews-ttfb.json'), JSON.stringify(record, null, 2) + '\n');
  console.log(JSON.stringify(record, null, 2));
} finally {
  for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
