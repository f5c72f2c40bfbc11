/** SQL the account area reads of the wish list (the wish-list engine owns the writes). */

export interface WishlistItemRow {
  product_id: string;
  quantity: number;
}

/** The items of the customer's wish list, newest first (none when the customer has no list). */
export async function listWishlistItems(db: D1Database, customerId: string): Promise<WishlistItemRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.product_id, i.quantity FROM product_list_items i
         JOIN product_lists l ON l.list_id = i.list_id
        WHERE l.customer_id = ?1 AND l.type = 'wish_list'
        ORDER BY i.created_at DESC, i.item_id`,
    )
    .bind(customerId)
    .all<WishlistItemRow>();
  return results;
}
