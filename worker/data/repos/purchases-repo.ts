/** What a customer has bought: paid, live orders (for "verified buyer" reviews, decision 263). */

/**
 * Whether the customer has a captured, not cancelled order with the product or one of its
 * variants (reviews are kept under the master).
 */
export async function hasPaidPurchase(db: D1Database, customerId: string, productId: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM orders o JOIN order_items i ON i.order_no = o.order_no
        WHERE o.customer_id = ?1 AND o.status = 'new' AND o.payment_status = 'captured'
          AND i.product_id IN (SELECT id FROM products WHERE id = ?2 OR master_id = ?2)
        LIMIT 1`,
    )
    .bind(customerId, productId)
    .first();
  return row !== null;
}
