/**
 * Cart speed at bench scale (issue: add-to-cart and quantity update p95 under 50 ms in local D1):
 * serves the production worker with wrangler dev on the bench catalogue and measures sequential
 * whole-request latency (p50/p95/p99) of
 *  - add to cart (POST /api/cart/items, 1 unit, into an existing basket of one of 40 shoppers),
 *  - quantity update (PATCH /api/cart/items/{id}, alternating 1 and 2),
 *  - reading the cart (GET /api/cart),
 * next to a static asset of the same worker as the baseline. Results go to bench/results/cart.*.
 *
 *   npx tsx bench/cart/cart-bench.ts [--persist-to DIR] [--port N] [--runs N] [--skip-seed]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT as root, cliOption, seedCatalogue, startBenchServer, summarize } from '../bench-kit';

const args = process.argv.slice(2);
const persistTo = cliOption(args, 'persist-to', '.wrangler/bench-state');
const port = Number(cliOption(args, 'port', '8806'));
const runs = Number(cliOption(args, 'runs', '300'));
const base = `http://127.0.0.1:${port}`;
const ORG = 'f_ecom_axle';
const SHOPPERS = 40;

interface Shopper {
  cookie: string;
  itemIds: string[];
}

async function call(method: string, path: string, shopper: Shopper | null, body?: unknown): Promise<Response> {
  return fetch(base + path, {
    method,
    headers: { origin: base, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(shopper?.cookie ? { cookie: shopper.cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const addBody = (productId: string) => ({ lines: [{ productId, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null });

/** Products with plenty of online stock, from the search API. */
async function stockedProducts(): Promise<string[]> {
  const ids = new Set<string>();
  for (const q of ['brake', 'filter', 'oil', 'light', 'wiper', 'spark']) {
    const res = await fetch(`${base}/search/shopper-search/v1/organizations/${ORG}/product-search?siteId=axle-us&q=${q}&limit=24`);
    const data = (await res.json()) as { hits?: { productId: string; hitType?: string; ats?: number; c_ats?: number }[] };
    for (const hit of data.hits ?? []) if ((hit.ats ?? hit.c_ats ?? 0) >= 100 && (hit.hitType ?? 'product') === 'product') ids.add(hit.productId);
  }
  return [...ids];
}

async function measure(run: (i: number) => Promise<Response>) {
  for (let i = 0; i < 20; i++) await (await run(i)).arrayBuffer();
  const times: number[] = [];
  for (let i = 20; i < runs + 20; i++) {
    const started = performance.now();
    const res = await run(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`run ${i} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return summarize(times);
}

if (!args.includes('--skip-seed')) seedCatalogue(persistTo, 'bench');
const server = await startBenchServer({ port, persistTo });
try {
  const products = await stockedProducts();
  if (products.length < 10) throw new Error(`only ${products.length} stocked products found`);
  // Each shopper starts with a basket of three lines (the first add creates the guest session).
  const shoppers: Shopper[] = [];
  for (let s = 0; s < SHOPPERS; s++) {
    const shopper: Shopper = { cookie: '', itemIds: [] };
    const res = await call('POST', '/api/cart/items', shopper, { ...addBody(products[s % products.length]!), lines: [0, 1, 2].map((k) => ({ productId: products[(s + k) % products.length]!, quantity: 1 })) });
    shopper.cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const data = (await res.json()) as { basket: { productItems: { itemId: string }[] } };
    shopper.itemIds = data.basket.productItems.map((i) => i.itemId);
    shoppers.push(shopper);
  }
  const results = {
    'add to cart (existing basket, 1 unit)': await measure((i) => call('POST', '/api/cart/items', shoppers[i % SHOPPERS]!, addBody(products[(i * 7) % products.length]!))),
    'quantity update (PATCH line)': await measure((i) => {
      const shopper = shoppers[i % SHOPPERS]!;
      return call('PATCH', `/api/cart/items/${shopper.itemIds[i % shopper.itemIds.length]}`, shopper, { quantity: 1 + (Math.floor(i / SHOPPERS) % 2) });
    }),
    'read cart (GET /api/cart)': await measure((i) => call('GET', '/api/cart', shoppers[i % SHOPPERS]!)),
    'static asset (baseline)': await measure(() => fetch(`${base}/favicon.svg`)),
  };
  for (const [name, r] of Object.entries(results)) console.log(name, r);
  const report = { stamp: new Date().toISOString(), scale: 'bench', persistTo, sequential: true, shoppers: SHOPPERS, targetP95Ms: 50, results };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/cart.json'), JSON.stringify(report, null, 2) + '\n');
  console.log('written bench/results/cart.json');
} finally {
  server.stop();
}
