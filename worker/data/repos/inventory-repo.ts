/** SQL for stock: available-to-sell per product and inventory location, and set/bundle members. */
export interface StockRow {
  product_id: string;
  location_id: string;
  ats: number;
}

export interface StockProductRow {
  id: string;
  type: string;
}

export interface ChildRow {
  parent_id: string;
  child_id: string;
  quantity: number;
}

/** Product ids and types that exist among `ids`. */
export async function findStockProducts(db: D1Database, ids: readonly string[]): Promise<StockProductRow[]> {
  const { results } = await db
    .prepare('SELECT id, type FROM products WHERE id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .all<StockProductRow>();
  return results;
}

/** Members of the given sets and bundles. */
export async function listChildren(db: D1Database, parentIds: readonly string[]): Promise<ChildRow[]> {
  if (!parentIds.length) return [];
  const { results } = await db
    .prepare('SELECT parent_id, child_id, quantity FROM product_children WHERE parent_id IN (SELECT value FROM json_each(?1)) ORDER BY parent_id, position')
    .bind(JSON.stringify(parentIds))
    .all<ChildRow>();
  return results;
}

/** Stock rows of products × locations (a missing row means no stock there). */
export async function listStock(db: D1Database, productIds: readonly string[], locationIds: readonly string[]): Promise<StockRow[]> {
  if (!productIds.length || !locationIds.length) return [];
  const { results } = await db
    .prepare(
      `SELECT product_id, location_id, ats FROM inventory
        WHERE product_id IN (SELECT value FROM json_each(?1)) AND location_id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(JSON.stringify(productIds), JSON.stringify(locationIds))
    .all<StockRow>();
  return results;
}
