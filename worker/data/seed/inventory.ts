/** Available-to-sell per product for the two online lists and a share of the stores. */
import { hash32, rng } from './hash.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';
import type { Store } from './stores.ts';

export const INVENTORY_COLUMNS = ['product_id', 'location_id', 'ats'];
export const ONLINE_LISTS = ['online-us', 'online-ca'] as const;

/** Share of products each store stocks. */
const STORE_STOCK_SHARE = 0.25;

/** inventory rows: both online lists (about 7% sold out) and about a quarter of the stores. */
export function inventoryRows(product: Product, stores: readonly Store[]): SqlValue[][] {
  const r = rng('inventory', product.id);
  const rows: SqlValue[][] = ONLINE_LISTS.map((list) => [
    product.id,
    list,
    r.chance(0.07) ? 0 : 1 + Math.floor(300 * r.next() ** 2),
  ]);
  for (const store of stores) {
    // One hash per pair keeps this cheap at bench scale (100k products × 60 stores).
    const h = hash32(`${store.id}|${product.id}`);
    if (h % 1000 >= STORE_STOCK_SHARE * 1000) continue;
    rows.push([product.id, store.inventoryListId, (h >>> 10) % 13 === 0 ? 0 : 1 + ((h >>> 14) % 24)]);
  }
  return rows;
}
