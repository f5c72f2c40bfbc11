/**
 * SQL for the basket aggregate (baskets, shipments, basket_items). Returns rows and prepared
 * statements; the basket service shapes rows and runs multi-row changes as one D1 batch.
 */

export interface BasketRow {
  basket_id: string;
  customer_id: string;
  site_id: string;
  currency: 'CAD' | 'USD';
  email: string | null;
  shipping_total_minor: number | null;
  tax_total_minor: number | null;
  created_at: number;
  updated_at: number;
}

export interface ShipmentRow {
  basket_id: string;
  shipment_id: string;
  shipment_type: 'delivery' | 'pickup';
  shipping_method: string | null;
  from_store_id: string | null;
  shipping_address: string | null;
  /** Name of the pickup store (null for delivery). */
  store_name?: string | null;
  /** Province of the pickup store, where its lines are taxed (null for delivery). */
  store_state?: string | null;
}

export interface BasketLineRow {
  item_id: string;
  shipment_id: string;
  shipment_type: 'delivery' | 'pickup';
  from_store_id: string | null;
  product_id: string;
  quantity: number;
  price_minor: number;
  /** Refundable core deposit per unit in the basket's currency, 0 when none (decision 284). */
  core_deposit: number;
  is_from_set: number;
  vehicle_details: string | null;
  name: string;
  primary_category_id: string;
  parent_category_id: string | null;
  brand: string;
  image_url: string | null;
  image_alt: string | null;
  online_ats: number;
  store_ats: number | null;
  product_type: 'item' | 'master' | 'variant' | 'set' | 'bundle';
  orderable: number;
  pack_quantity: number;
}

const BASKET_COLUMNS = 'basket_id, customer_id, site_id, currency, email, shipping_total_minor, tax_total_minor, created_at, updated_at';

/** The shopper's basket on a site (there is at most one). */
export function findBasketOfCustomer(db: D1Database, customerId: string, siteId: string): Promise<BasketRow | null> {
  return db.prepare(`SELECT ${BASKET_COLUMNS} FROM baskets WHERE customer_id = ?1 AND site_id = ?2`).bind(customerId, siteId).first<BasketRow>();
}

/** A basket by id, only when it belongs to the customer (ownership is part of the lookup). */
export function findOwnedBasket(db: D1Database, basketId: string, customerId: string): Promise<BasketRow | null> {
  return db.prepare(`SELECT ${BASKET_COLUMNS} FROM baskets WHERE basket_id = ?1 AND customer_id = ?2`).bind(basketId, customerId).first<BasketRow>();
}

/** Creates the shopper's basket unless one exists already (concurrent creates keep one). */
export async function insertBasketIfMissing(db: D1Database, row: Pick<BasketRow, 'basket_id' | 'customer_id' | 'site_id' | 'currency' | 'created_at'>): Promise<void> {
  await db
    .prepare(
      `INSERT INTO baskets (basket_id, customer_id, site_id, currency, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT (customer_id, site_id) DO NOTHING`,
    )
    .bind(row.basket_id, row.customer_id, row.site_id, row.currency, row.created_at)
    .run();
}

export function listShipments(db: D1Database, basketId: string): Promise<ShipmentRow[]> {
  return shipmentsStatement(db, basketId)
    .all<ShipmentRow>()
    .then((r) => r.results);
}

function shipmentsStatement(db: D1Database, basketId: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT s.basket_id, s.shipment_id, s.shipment_type, s.shipping_method, s.from_store_id, s.shipping_address, st.name AS store_name, st.state_code AS store_state
         FROM shipments s LEFT JOIN stores st ON st.id = s.from_store_id
        WHERE s.basket_id = ?1 ORDER BY s.rowid`,
    )
    .bind(basketId);
}

/**
 * The lines of a basket with what the cart shows: name (in `lang`, English fallback), image,
 * online stock of `onlineList` and, for pickup lines, the store's stock.
 */
export function listLines(db: D1Database, basketId: string, lang: string, onlineList: string): Promise<BasketLineRow[]> {
  return linesStatement(db, basketId, lang, onlineList)
    .all<BasketLineRow>()
    .then((r) => r.results);
}

function linesStatement(db: D1Database, basketId: string, lang: string, onlineList: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT bi.item_id, bi.shipment_id, s.shipment_type, s.from_store_id, bi.product_id, bi.quantity, bi.price_minor, bi.is_from_set,
              bi.vehicle_details, COALESCE(t.name, e.name, p.id) AS name, p.primary_category_id, cat.parent_id AS parent_category_id, b.name AS brand,
              img.url AS image_url, img.alt AS image_alt, p.type AS product_type, p.orderable, p.pack_quantity,
              COALESCE(inv.ats, 0) AS online_ats, COALESCE(cd.amount_minor, 0) AS core_deposit,
              CASE WHEN s.shipment_type = 'pickup' THEN COALESCE(sinv.ats, 0) END AS store_ats
         FROM basket_items bi
         JOIN shipments s ON s.basket_id = bi.basket_id AND s.shipment_id = bi.shipment_id
         JOIN products p ON p.id = bi.product_id
         JOIN brands b ON b.id = p.brand_id
         LEFT JOIN categories cat ON cat.id = p.primary_category_id
         LEFT JOIN product_texts t ON t.product_id = p.id AND t.lang = ?2
         LEFT JOIN product_texts e ON e.product_id = p.id AND e.lang = 'en'
         LEFT JOIN product_images img ON img.product_id = p.id AND img.position = 0
         LEFT JOIN inventory inv ON inv.product_id = p.id AND inv.location_id = ?3
         LEFT JOIN stores st ON st.id = s.from_store_id
         LEFT JOIN inventory sinv ON sinv.product_id = p.id AND sinv.location_id = st.inventory_list_id
         LEFT JOIN baskets bk ON bk.basket_id = bi.basket_id
         LEFT JOIN product_core_deposits cd ON cd.product_id = p.id AND cd.currency = bk.currency
        WHERE bi.basket_id = ?1
        ORDER BY bi.rowid`,
    )
    .bind(basketId, lang, onlineList);
}

/**
 * A basket's row (only when `customerId` owns it), shipments and lines in one round trip. The
 * shipments and lines of a basket the customer does not own are discarded with it.
 */
export async function readBasket(
  db: D1Database,
  basketId: string,
  customerId: string,
  lang: string,
  onlineList: string,
): Promise<{ basket: BasketRow | null; shipments: ShipmentRow[]; lines: BasketLineRow[] }> {
  const [basket, shipments, lines] = await db.batch<unknown>([
    db.prepare(`SELECT ${BASKET_COLUMNS} FROM baskets WHERE basket_id = ?1 AND customer_id = ?2`).bind(basketId, customerId),
    shipmentsStatement(db, basketId),
    linesStatement(db, basketId, lang, onlineList),
  ]);
  const row = (basket!.results[0] as BasketRow | undefined) ?? null;
  return { basket: row, shipments: row ? (shipments!.results as ShipmentRow[]) : [], lines: row ? (lines!.results as BasketLineRow[]) : [] };
}

export interface ProductForBasketRow {
  id: string;
  type: 'item' | 'master' | 'variant' | 'set' | 'bundle';
  orderable: number;
  list_minor: number | null;
  sale_minor: number | null;
  promotion_minor: number | null;
  online_ats: number;
  store_ats: number;
  /** For masters: how many variants they have, and the id of one (used when there is exactly one). */
  variant_count: number;
  one_variant_id: string | null;
  /** Pieces the part is sold in: a line holds multiples of it (decision 288). */
  pack_quantity: number;
}

/** Product facts the add rules need: type, price in `currency`, online and store stock. */
export function getProductsForBasket(db: D1Database, ids: readonly string[], currency: string, onlineList: string, storeList: string | null): Promise<ProductForBasketRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .prepare(
      `SELECT p.id, p.type, p.orderable, p.pack_quantity, pr.list_minor, pr.sale_minor, pr.promotion_minor,
              COALESCE(inv.ats, 0) AS online_ats, COALESCE(sinv.ats, 0) AS store_ats,
              (SELECT COUNT(*) FROM products v WHERE v.master_id = p.id AND v.type = 'variant') AS variant_count,
              (SELECT MIN(v.id) FROM products v WHERE v.master_id = p.id AND v.type = 'variant') AS one_variant_id
         FROM json_each(?1) j
         JOIN products p ON p.id = j.value
         LEFT JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?2
         LEFT JOIN inventory inv ON inv.product_id = p.id AND inv.location_id = ?3
         LEFT JOIN inventory sinv ON sinv.product_id = p.id AND sinv.location_id = ?4`,
    )
    .bind(JSON.stringify([...new Set(ids)]), currency, onlineList, storeList)
    .all<ProductForBasketRow>()
    .then((r) => r.results);
}

export interface TierRow {
  product_id: string;
  quantity: number;
  price_minor: number;
}

export function getPriceTiers(db: D1Database, ids: readonly string[], currency: string): Promise<TierRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .prepare('SELECT product_id, quantity, price_minor FROM price_tiers WHERE product_id IN (SELECT value FROM json_each(?1)) AND currency = ?2 ORDER BY product_id, quantity')
    .bind(JSON.stringify([...new Set(ids)]), currency)
    .all<TierRow>()
    .then((r) => r.results);
}

/** A store's inventory list id, only for a store of the given country. */
export function findStoreInventoryList(db: D1Database, storeId: string, countryCode: string): Promise<string | null> {
  return db
    .prepare('SELECT inventory_list_id FROM stores WHERE id = ?1 AND country_code = ?2')
    .bind(storeId, countryCode)
    .first<{ inventory_list_id: string }>()
    .then((row) => row?.inventory_list_id ?? null);
}

// ---- statements for the service's batches ----

export function touchBasketStatement(db: D1Database, basketId: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE baskets SET updated_at = ?2 WHERE basket_id = ?1').bind(basketId, now);
}

export function updateBasketFieldsStatement(db: D1Database, basketId: string, fields: { currency?: string; email?: string | null }, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE baskets SET currency = COALESCE(?2, currency), email = CASE WHEN ?3 = 1 THEN ?4 ELSE email END, updated_at = ?5 WHERE basket_id = ?1`,
    )
    .bind(basketId, fields.currency ?? null, fields.email !== undefined ? 1 : 0, fields.email ?? null, now);
}

/** Adds a shipment unless one with that id exists. */
export function insertShipmentStatement(
  db: D1Database,
  row: { basketId: string; shipmentId: string; type: 'delivery' | 'pickup'; method: string | null; storeId: string | null; now: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO shipments (basket_id, shipment_id, shipment_type, shipping_method, from_store_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (basket_id, shipment_id) DO NOTHING`,
    )
    .bind(row.basketId, row.shipmentId, row.type, row.method, row.storeId, row.now);
}

/** Changes a shipment's method, store or address (fields left undefined stay). */
export function updateShipmentStatement(
  db: D1Database,
  basketId: string,
  shipmentId: string,
  fields: { method?: string | null; storeId?: string | null; address?: string | null },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE shipments SET
          shipping_method = CASE WHEN ?3 = 1 THEN ?4 ELSE shipping_method END,
          from_store_id = CASE WHEN ?5 = 1 THEN ?6 ELSE from_store_id END,
          shipping_address = CASE WHEN ?7 = 1 THEN ?8 ELSE shipping_address END
        WHERE basket_id = ?1 AND shipment_id = ?2`,
    )
    .bind(
      basketId,
      shipmentId,
      fields.method !== undefined ? 1 : 0,
      fields.method ?? null,
      fields.storeId !== undefined ? 1 : 0,
      fields.storeId ?? null,
      fields.address !== undefined ? 1 : 0,
      fields.address ?? null,
    );
}

/** Adds a line, or raises the quantity of the same product in the same shipment. */
export function upsertItemStatement(
  db: D1Database,
  row: { itemId: string; basketId: string; shipmentId: string; productId: string; quantity: number; price: number; isFromSet: boolean; vehicle: string | null; now: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO basket_items (item_id, basket_id, shipment_id, product_id, quantity, price_minor, is_from_set, vehicle_details, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (basket_id, shipment_id, product_id, is_from_set) DO UPDATE SET
         quantity = basket_items.quantity + excluded.quantity,
         vehicle_details = COALESCE(excluded.vehicle_details, basket_items.vehicle_details)`,
    )
    .bind(row.itemId, row.basketId, row.shipmentId, row.productId, row.quantity, row.price, row.isFromSet ? 1 : 0, row.vehicle, row.now);
}

/**
 * Re-prices a product's lines after a quantity change: with more than one tier, the tier whose
 * quantity equals the line's; else the regular price (document 1 §5 Tiered pricing).
 */
export function repriceStatement(db: D1Database, basketId: string, productId: string, currency: string, regular: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE basket_items SET price_minor = COALESCE(
          (SELECT t.price_minor FROM price_tiers t
            WHERE t.product_id = basket_items.product_id AND t.currency = ?3 AND t.quantity = basket_items.quantity
              AND (SELECT COUNT(*) FROM price_tiers c WHERE c.product_id = basket_items.product_id AND c.currency = ?3) > 1),
          ?4)
        WHERE basket_id = ?1 AND product_id = ?2`,
    )
    .bind(basketId, productId, currency, regular);
}

export function setItemQuantityStatement(db: D1Database, basketId: string, itemId: string, quantity: number): D1PreparedStatement {
  return db.prepare('UPDATE basket_items SET quantity = ?3 WHERE basket_id = ?1 AND item_id = ?2').bind(basketId, itemId, quantity);
}

export function moveItemStatement(db: D1Database, basketId: string, itemId: string, shipmentId: string): D1PreparedStatement {
  return db.prepare('UPDATE basket_items SET shipment_id = ?3 WHERE basket_id = ?1 AND item_id = ?2').bind(basketId, itemId, shipmentId);
}

export function deleteItemStatement(db: D1Database, basketId: string, itemId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM basket_items WHERE basket_id = ?1 AND item_id = ?2').bind(basketId, itemId);
}

/** Deletes a basket with its shipments and lines (checkout, after the order is written; merge). */
export function deleteBasketStatements(db: D1Database, basketId: string): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM basket_items WHERE basket_id = ?1').bind(basketId),
    db.prepare('DELETE FROM shipments WHERE basket_id = ?1').bind(basketId),
    db.prepare('DELETE FROM baskets WHERE basket_id = ?1').bind(basketId),
  ];
}

/** Moves every line of one basket into another (merge), raising quantities of lines both hold. */
export function mergeLinesStatements(db: D1Database, fromBasketId: string, toBasketId: string, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO shipments (basket_id, shipment_id, shipment_type, shipping_method, from_store_id, created_at)
         SELECT ?2, shipment_id, shipment_type, shipping_method, from_store_id, ?3 FROM shipments WHERE basket_id = ?1
         ON CONFLICT (basket_id, shipment_id) DO NOTHING`,
      )
      .bind(fromBasketId, toBasketId, now),
    db
      .prepare(
        `INSERT INTO basket_items (item_id, basket_id, shipment_id, product_id, quantity, price_minor, is_from_set, vehicle_details, created_at)
         SELECT lower(hex(randomblob(12))), ?2, shipment_id, product_id, quantity, price_minor, is_from_set, vehicle_details, created_at
           FROM basket_items WHERE basket_id = ?1 AND true
         ON CONFLICT (basket_id, shipment_id, product_id, is_from_set) DO UPDATE SET
           quantity = MIN(basket_items.quantity + excluded.quantity, 999)`,
      )
      .bind(fromBasketId, toBasketId),
  ];
}

export interface StockCheck {
  productId: string;
  type: 'delivery' | 'pickup';
  limit: number;
}

/**
 * The last statement of a basket write: fails the whole batch (CHECK constraint
 * quantity_exceeds_available_stock) when, after the write, a product's quantity in a shipment
 * type exceeds its limit. Concurrent writes are serialised by D1, so the rule holds under races.
 */
export function stockGuardStatement(db: D1Database, basketId: string, checks: readonly StockCheck[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO basket_stock_guard (product_id)
       SELECT l.product_id
         FROM json_each(?2) j
         JOIN (SELECT bi.product_id, s.shipment_type, SUM(bi.quantity) AS total
                 FROM basket_items bi JOIN shipments s ON s.basket_id = bi.basket_id AND s.shipment_id = bi.shipment_id
                WHERE bi.basket_id = ?1
                GROUP BY bi.product_id, s.shipment_type) l
           ON l.product_id = json_extract(j.value, '$.productId') AND l.shipment_type = json_extract(j.value, '$.type')
        WHERE l.total > json_extract(j.value, '$.limit')`,
    )
    .bind(basketId, JSON.stringify(checks));
}

/** True when a D1 error is the stock guard's rejection. */
export function isStockGuardError(error: unknown): boolean {
  return error instanceof Error && /quantity_exceeds_available_stock/.test(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`);
}
