/** SQL for back-in-stock ("notify me") requests. */

/** Records a request once per product and e-mail (any letter case); true when a row was written. */
export async function insertNotifyMeRequest(db: D1Database, productId: string, email: string, siteId: string, locale: string): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO notify_me_requests (product_id, email, site_id, locale) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
    .bind(productId, email, siteId, locale)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** How many requests exist for a product and e-mail (any letter case). */
export async function countNotifyMeRequests(db: D1Database, productId: string, email: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM notify_me_requests WHERE product_id = ?1 AND email = ?2 COLLATE NOCASE')
    .bind(productId, email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether a product exists in the catalogue. */
export async function productExists(db: D1Database, productId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS ok FROM products WHERE id = ?1').bind(productId).first<{ ok: number }>()) !== null;
}
