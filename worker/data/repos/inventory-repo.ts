/** SQL for stock: available-to-sell per product and inventory location, and set/bundle members. */
export interface StockRow {
  product_id: string;
  location_id: string;
  ats: number;
}

export interface StockProductRow {
  id: string;
  type: string;
  /** A member of the set or bundle `id` (one row per member), or null. */
  child_id: string | null;
  quantity: number | null;
}

/**
 * In one round trip: the products among `ids` that exist, with their members when they are sets or
 * bundles (in position order), and the stock rows at `locationIds` of those products and of every
 * member (a missing row means no stock there).
 */
export async function readStockFacts(db: D1Database, ids: readonly string[], locationIds: readonly string[]): Promise<{ products: StockProductRow[]; stock: StockRow[] }> {
  const products = db
    .prepare(
      `SELECT p.id, p.type, c.child_id, c.quantity FROM products p
         LEFT JOIN product_children c ON c.parent_id = p.id AND p.type IN ('set', 'bundle')
        WHERE p.id IN (SELECT value FROM json_each(?1))
        ORDER BY p.id, c.position`,
    )
    .bind(JSON.stringify(ids));
  // The ids first (a CROSS JOIN keeps them the outer loop), then each one's rows by the primary key:
  // filtering inventory by location first would walk every row of the online list.
  const stock = db
    .prepare(
      `WITH ids(id) AS (
         SELECT value FROM json_each(?1)
         UNION SELECT child_id FROM product_children WHERE parent_id IN (SELECT value FROM json_each(?1)))
       SELECT i.product_id, i.location_id, i.ats FROM ids CROSS JOIN inventory i ON i.product_id = ids.id
        WHERE i.location_id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(JSON.stringify(ids), JSON.stringify(locationIds));
  const [productRows, stockRows] = await db.batch([products, stock]);
  return { products: productRows!.results as StockProductRow[], stock: stockRows!.results as StockRow[] };
}
