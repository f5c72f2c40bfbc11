/**
 * SQL for the wish list (document 1 §3 Product list): one `product_lists` row of type wish_list per
 * customer and its `product_list_items`. Every statement names the owner's list id, so a caller
 * that resolved the list through the customer id can never touch another customer's items.
 */

export interface ProductListRow {
  list_id: string;
  customer_id: string;
  type: 'wish_list';
  created_at: number;
}

export interface ProductListItemRow {
  list_id: string;
  item_id: string;
  product_id: string;
  quantity: number;
  priority: number;
  public: number;
  type: 'product';
  created_at: number;
}

const ITEM_COLUMNS = 'list_id, item_id, product_id, quantity, priority, public, type, created_at';

export async function findWishList(db: D1Database, customerId: string): Promise<ProductListRow | null> {
  return db
    .prepare("SELECT list_id, customer_id, type, created_at FROM product_lists WHERE customer_id = ?1 AND type = 'wish_list'")
    .bind(customerId)
    .first<ProductListRow>();
}

/** A list by id, only when it belongs to the customer (another customer's id reads as absent). */
export async function findOwnList(db: D1Database, customerId: string, listId: string): Promise<ProductListRow | null> {
  return db
    .prepare('SELECT list_id, customer_id, type, created_at FROM product_lists WHERE list_id = ?1 AND customer_id = ?2')
    .bind(listId, customerId)
    .first<ProductListRow>();
}

/**
 * The customer's wish list, created when missing. The unique (customer, type) index makes two
 * concurrent first uses end with one list: the loser's insert is ignored and both read the winner.
 */
export async function ensureWishList(db: D1Database, customerId: string, newListId: string, now: number): Promise<{ list: ProductListRow; created: boolean }> {
  const insert = await db
    .prepare("INSERT INTO product_lists (list_id, customer_id, type, created_at) VALUES (?1, ?2, 'wish_list', ?3) ON CONFLICT DO NOTHING")
    .bind(newListId, customerId, now)
    .run();
  const list = await findWishList(db, customerId);
  if (!list) throw new Error('wish list missing after insert');
  return { list, created: insert.meta.changes > 0 && list.list_id === newListId };
}

export async function listItems(db: D1Database, listId: string): Promise<ProductListItemRow[]> {
  const { results } = await db
    .prepare(`SELECT ${ITEM_COLUMNS} FROM product_list_items WHERE list_id = ?1 ORDER BY created_at, item_id`)
    .bind(listId)
    .all<ProductListItemRow>();
  return results;
}

export async function findItem(db: D1Database, listId: string, itemId: string): Promise<ProductListItemRow | null> {
  return db.prepare(`SELECT ${ITEM_COLUMNS} FROM product_list_items WHERE list_id = ?1 AND item_id = ?2`).bind(listId, itemId).first<ProductListItemRow>();
}

export async function findItemByProduct(db: D1Database, listId: string, productId: string): Promise<ProductListItemRow | null> {
  return db.prepare(`SELECT ${ITEM_COLUMNS} FROM product_list_items WHERE list_id = ?1 AND product_id = ?2`).bind(listId, productId).first<ProductListItemRow>();
}

/**
 * Adds a product item; false when the product is already in the list (the unique (list, product)
 * index decides, so a double click never makes two rows and never changes the existing one).
 */
export async function insertItem(
  db: D1Database,
  item: { listId: string; itemId: string; productId: string; quantity: number; priority: number; isPublic: boolean; now: number },
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO product_list_items (list_id, item_id, product_id, quantity, priority, public, type, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'product', ?7) ON CONFLICT DO NOTHING`,
    )
    .bind(item.listId, item.itemId, item.productId, item.quantity, item.priority, item.isPublic ? 1 : 0, item.now)
    .run();
  return result.meta.changes > 0;
}

/** Changes quantity, priority or public of one item; false when the item is not in the list. */
export async function updateItem(
  db: D1Database,
  listId: string,
  itemId: string,
  changes: { quantity?: number; priority?: number; isPublic?: boolean },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE product_list_items
          SET quantity = COALESCE(?3, quantity), priority = COALESCE(?4, priority), public = COALESCE(?5, public)
        WHERE list_id = ?1 AND item_id = ?2`,
    )
    .bind(listId, itemId, changes.quantity ?? null, changes.priority ?? null, changes.isPublic === undefined ? null : changes.isPublic ? 1 : 0)
    .run();
  return result.meta.changes > 0;
}

export async function deleteItem(db: D1Database, listId: string, itemId: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM product_list_items WHERE list_id = ?1 AND item_id = ?2').bind(listId, itemId).run();
  return result.meta.changes > 0;
}

export async function deleteItemByProduct(db: D1Database, listId: string, productId: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM product_list_items WHERE list_id = ?1 AND product_id = ?2').bind(listId, productId).run();
  return result.meta.changes > 0;
}

/** Whether the catalog holds the product (any type: the list keeps what the shopper saw). */
export async function productExists(db: D1Database, productId: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM products WHERE id = ?1').bind(productId).first<{ found: number }>();
  return row !== null;
}
