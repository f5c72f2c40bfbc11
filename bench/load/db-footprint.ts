/**
 * How much of D1's per-database limit the store uses (decision 211): the size of every table with
 * its indexes in the bench-scale local database (SQLite's dbstat, through the sqlite3 command-line
 * tool), grouped as the sharding decision splits them, and the bytes one order adds — measured by
 * placing guest orders of two lines through the checkout API of the production worker and
 * comparing sizes before and after. Results: bench/results/db-footprint.json and .md.
 *
 *   npx tsx bench/load/db-footprint.ts [--persist-to .wrangler/bench-state] [--port 8804] [--orders 200]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, cliOption, startBenchServer } from '../bench-kit';
import { BenchShopper, stockedItems } from '../checkout/bench-client';

const args = process.argv.slice(2);
const persistTo = cliOption(args, 'persist-to', '.wrangler/bench-state');
const port = Number(cliOption(args, 'port', '8804'));
const orders = Number(cliOption(args, 'orders', '200'));

/** Which database each table would live in (decision 211); anything unnamed is shopper data. */
const GROUPS: Record<string, RegExp> = {
  fitment: /^(fitments|vehicle_models|vehicle_configs|plate_vehicles)$/,
  inventory: /^inventory$/,
  catalog: /^(products|product_|prices|price_tiers|variation_values|variant_values|categories|category_texts|brands|search_|postal_centroids|content_entries|seed_meta|stores|store_hours)/,
  reviews: /^(reviews|notify_me_requests)$/,
  orders: /^(orders|order_|payments|test_pay_|outbox)/,
};

function groupOf(table: string): string {
  return Object.entries(GROUPS).find(([, re]) => re.test(table))?.[0] ?? 'shopper';
}

/** The local D1 file of the state folder (the biggest SQLite file of its D1 objects). */
function databaseFile(): string {
  const dir = join(ROOT, persistTo, 'v3/d1/miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite')).map((f) => join(dir, f));
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
}

function sql<T>(query: string): T[] {
  const out = execFileSync('sqlite3', ['-readonly', '-json', databaseFile(), query], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.trim() ? (JSON.parse(out) as T[]) : [];
}

/** Bytes per table, its indexes included. */
function tableBytes(): Map<string, number> {
  const rows = sql<{ tbl: string; bytes: number }>(
    "SELECT COALESCE(m.tbl_name, d.name) AS tbl, SUM(d.pgsize) AS bytes FROM dbstat d LEFT JOIN sqlite_master m ON m.name = d.name GROUP BY tbl",
  );
  return new Map(rows.map((r) => [r.tbl, r.bytes]));
}

function rowCounts(tables: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = sql<{ n: number }>(`SELECT COUNT(*) AS n FROM "${t}"`)[0]!.n;
  return counts;
}

async function placeOrders(base: string): Promise<number> {
  const items = await stockedItems(base, 100, 1_000_000);
  if (items.length < 4) throw new Error(`only ${items.length} stocked items found`);
  let placed = 0;
  for (let i = 0; i < orders; i++) {
    const shopper = new BenchShopper(base);
    for (const k of [0, 1]) await (await shopper.add(items[(i + k) % items.length]!.productId, 1)).arrayBuffer();
    const res = await shopper.placeOrder(await shopper.approvedPayment());
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`order ${i} answered ${res.status}`);
    placed++;
  }
  return placed;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const before = tableBytes();
const server = await startBenchServer({ port, persistTo });
let placed = 0;
try {
  placed = await placeOrders(server.base);
} finally {
  server.stop();
}
// workerd flushes on exit; wait for the file to stop changing before reading it again.
let size = -1;
while (size !== statSync(databaseFile()).size) {
  size = statSync(databaseFile()).size;
  await new Promise((r) => setTimeout(r, 2000));
}
const after = tableBytes();
const tables = [...new Set([...before.keys(), ...after.keys()])].filter((t) => !t.startsWith('sqlite_') && t !== '_cf_METADATA');
const groups: Record<string, { mb: number; tables: Record<string, number> }> = {};
for (const t of tables) {
  const g = (groups[groupOf(t)] ??= { mb: 0, tables: {} });
  g.tables[t] = mb(before.get(t) ?? 0);
  g.mb = Math.round((g.mb + (before.get(t) ?? 0) / 1048576) * 10) / 10;
}
const perOrder = Object.fromEntries(
  tables
    .map((t) => [t, Math.round(((after.get(t) ?? 0) - (before.get(t) ?? 0)) / placed)] as const)
    .filter(([, b]) => b > 0),
);
const bytesPerOrder = Object.values(perOrder).reduce((a, b) => a + b, 0);
const rows = rowCounts(['products', 'prices', 'inventory', 'fitments', 'vehicle_configs', 'product_texts', 'reviews', 'orders', 'order_items']);
const report = {
  stamp: new Date().toISOString(),
  persistTo,
  databaseMb: mb([...before.values()].reduce((a, b) => a + b, 0)),
  rows,
  groups,
  ordersPlaced: placed,
  bytesPerOrder,
  bytesPerOrderByTable: perOrder,
};
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/db-footprint.json'), JSON.stringify(report, null, 2) + '\n');
const groupRows = Object.entries(groups)
  .sort((a, b) => b[1].mb - a[1].mb)
  .map(([g, v]) => `| ${g} | ${v.mb} MB | ${Object.entries(v.tables).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([t, m]) => `${t} ${m}`).join(', ')} |`);
writeFileSync(
  join(ROOT, 'bench/results/db-footprint.md'),
  `# Database footprint at bench scale

\`npx tsx bench/load/db-footprint.ts\` — SQLite's dbstat over the bench-scale local D1
(\`${persistTo}\`), tables with their indexes, grouped as decision 211 would split them. Run ${report.stamp}.

Whole database before the orders: **${report.databaseMb} MB**. Rows: ${Object.entries(rows).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')}.

| group | size | biggest tables (MB) |
|---|---|---|
${groupRows.join('\n')}

One order (guest, two lines, approved test payment, confirmation e-mail in the outbox), measured over
${placed} orders: **${bytesPerOrder.toLocaleString('en-US')} bytes** — ${Object.entries(perOrder).sort((a, b) => b[1] - a[1]).map(([t, b]) => `${t} ${b}`).join(', ')}.
(Includes the guest's session, customer and basket rows the order leaves behind.)
`,
);
console.log(JSON.stringify(report, null, 2));
