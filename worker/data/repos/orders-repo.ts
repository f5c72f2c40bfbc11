/** SQL for orders, their lines, shipments and payments, and the stock they take. Returns rows. */

export interface StockTake {
  productId: string;
  /** online-ca / online-us, or a store's inventory list id. */
  locationId: string;
  quantity: number;
}

export interface OrderRowInput {
  orderNo: string;
  siteId: string;
  locale: string;
  currency: string;
  basketId: string;
  customerId: string;
  email: string;
  accessHash: string;
  productSubtotal: number;
  shippingTotal: number;
  coreDepositTotal: number;
  taxTotal: number;
  orderTotal: number;
  taxes: string;
  billingAddress: string;
  now: number;
}

export interface OrderShipmentInput {
  shipmentId: string;
  shipmentType: 'delivery' | 'pickup';
  shippingMethod: string;
  fromStoreId: string | null;
  shippingAddress: string | null;
  shippingTotal: number;
}

export interface OrderItemInput {
  itemId: string;
  position: number;
  shipmentId: string;
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  /** Refundable core deposit per unit (decision 284). */
  coreDeposit: number;
  inventoryLocation: string;
  isFromSet: boolean;
  vehicleDetails: string | null;
}

/**
 * The guard of one stock take: inserts a row (which the table's CHECK rejects, failing the whole
 * batch) when the location has less than the quantity. Runs before the conditional decrement.
 */
export function stockGuardStatement(db: D1Database, take: StockTake): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_stock_guard (product_id)
       SELECT ?1 WHERE COALESCE((SELECT ats FROM inventory WHERE product_id = ?1 AND location_id = ?2), 0) < ?3`,
    )
    .bind(take.productId, take.locationId, take.quantity);
}

/** The conditional decrement; with the guard above and CHECK (ats >= 0) stock never goes negative. */
export function stockDecrementStatement(db: D1Database, take: StockTake): D1PreparedStatement {
  return db
    .prepare('UPDATE inventory SET ats = ats - ?3 WHERE product_id = ?1 AND location_id = ?2 AND ats >= ?3')
    .bind(take.productId, take.locationId, take.quantity);
}

export function stockRestoreStatement(db: D1Database, take: StockTake): D1PreparedStatement {
  return db.prepare('UPDATE inventory SET ats = ats + ?3 WHERE product_id = ?1 AND location_id = ?2').bind(take.productId, take.locationId, take.quantity);
}

export function insertOrderStatement(db: D1Database, o: OrderRowInput): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO orders (order_no, site_id, locale, currency, basket_id, customer_id, customer_email, access_hash, status, payment_status,
                           product_subtotal, shipping_total, tax_total, order_total, taxes, billing_address, created_at, core_deposit_total)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'new', 'authorized', ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)`,
    )
    .bind(o.orderNo, o.siteId, o.locale, o.currency, o.basketId, o.customerId, o.email, o.accessHash, o.productSubtotal, o.shippingTotal, o.taxTotal, o.orderTotal, o.taxes, o.billingAddress, o.now, o.coreDepositTotal);
}

export function insertShipmentStatement(db: D1Database, orderNo: string, s: OrderShipmentInput): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_shipments (order_no, shipment_id, shipment_type, shipping_method, from_store_id, shipping_address, shipping_total)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(orderNo, s.shipmentId, s.shipmentType, s.shippingMethod, s.fromStoreId, s.shippingAddress, s.shippingTotal);
}

export function insertItemStatement(db: D1Database, orderNo: string, i: OrderItemInput): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_items (order_no, item_id, position, shipment_id, product_id, product_name, quantity, unit_price, inventory_location, is_from_set, vehicle_details, core_deposit)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
    )
    .bind(orderNo, i.itemId, i.position, i.shipmentId, i.productId, i.productName, i.quantity, i.unitPrice, i.inventoryLocation, i.isFromSet ? 1 : 0, i.vehicleDetails, i.coreDeposit);
}

export function insertPaymentStatement(
  db: D1Database,
  p: { paymentId: string; provider: string; orderNo: string; amount: number; currency: string; now: number },
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO payments (payment_id, provider, order_no, amount, currency, status, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 'authorized', ?6)")
    .bind(p.paymentId, p.provider, p.orderNo, p.amount, p.currency, p.now);
}

/** Statements that mark an order's payment captured. */
export function capturedStatements(db: D1Database, orderNo: string, paymentId: string, now: number): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE orders SET payment_status = 'captured' WHERE order_no = ?1 AND status = 'new'").bind(orderNo),
    db.prepare("UPDATE payments SET status = 'captured', updated_at = ?2 WHERE payment_id = ?1").bind(paymentId, now),
  ];
}

/** Statements that cancel an order whose payment could not be captured (its stock goes back separately). */
export function cancelledStatements(db: D1Database, orderNo: string, paymentId: string, now: number): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE orders SET status = 'cancelled', payment_status = 'voided' WHERE order_no = ?1").bind(orderNo),
    db.prepare("UPDATE payments SET status = 'voided', updated_at = ?2 WHERE payment_id = ?1").bind(paymentId, now),
  ];
}

/** The basket that became an order is removed (its lines and shipments cascade). */
export function deleteBasketStatement(db: D1Database, basketId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM baskets WHERE basket_id = ?1').bind(basketId);
}

export interface OrderRow {
  order_no: string;
  site_id: string;
  locale: string;
  currency: string;
  basket_id: string;
  customer_id: string;
  customer_email: string;
  access_hash: string;
  status: 'new' | 'cancelled';
  payment_status: 'authorized' | 'captured' | 'voided';
  product_subtotal: number;
  shipping_total: number;
  tax_total: number;
  order_total: number;
  /** Refundable core deposits, inside order_total (decision 284). */
  core_deposit_total: number;
  taxes: string;
  billing_address: string;
  created_at: number;
}

export interface OrderShipmentRow {
  shipment_id: string;
  shipment_type: 'delivery' | 'pickup';
  shipping_method: string;
  from_store_id: string | null;
  shipping_address: string | null;
  shipping_total: number;
  store_name: string | null;
  store_address1: string | null;
  store_city: string | null;
  store_state: string | null;
  store_postal: string | null;
}

export interface OrderItemRow {
  item_id: string;
  shipment_id: string;
  product_id: string;
  product_name: string;
  quantity: number;
  unit_price: number;
  core_deposit: number;
  inventory_location: string;
  is_from_set: number;
  vehicle_details: string | null;
}

export interface OrderPaymentRow {
  payment_id: string;
  provider: string;
  amount: number;
  status: string;
}

export interface OrderRecord {
  order: OrderRow;
  shipments: OrderShipmentRow[];
  items: OrderItemRow[];
  payments: OrderPaymentRow[];
}

/** An order with its shipments (and pickup stores), lines and payments; null when unknown. */
export async function findOrder(db: D1Database, orderNo: string): Promise<OrderRecord | null> {
  const [orders, shipments, items, payments] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE order_no = ?1').bind(orderNo),
    db
      .prepare(
        `SELECT s.shipment_id, s.shipment_type, s.shipping_method, s.from_store_id, s.shipping_address, s.shipping_total,
                st.name AS store_name, st.address1 AS store_address1, st.city AS store_city, st.state_code AS store_state, st.postal_code AS store_postal
           FROM order_shipments s LEFT JOIN stores st ON st.id = s.from_store_id
          WHERE s.order_no = ?1 ORDER BY s.shipment_type, s.shipment_id`,
      )
      .bind(orderNo),
    db
      .prepare(
        `SELECT item_id, shipment_id, product_id, product_name, quantity, unit_price, core_deposit, inventory_location, is_from_set, vehicle_details
           FROM order_items WHERE order_no = ?1 ORDER BY position`,
      )
      .bind(orderNo),
    db.prepare('SELECT payment_id, provider, amount, status FROM payments WHERE order_no = ?1').bind(orderNo),
  ]);
  const order = (orders?.results[0] as OrderRow | undefined) ?? null;
  if (!order) return null;
  return {
    order,
    shipments: (shipments?.results ?? []) as OrderShipmentRow[],
    items: (items?.results ?? []) as OrderItemRow[],
    payments: (payments?.results ?? []) as OrderPaymentRow[],
  };
}

export interface StoreTaxRow {
  id: string;
  name: string;
  address1: string;
  city: string;
  postal_code: string;
  state_code: string;
  inventory_list_id: string;
  country_code: string;
}

/** Province and inventory list of pickup stores. */
export async function findStoresForOrder(db: D1Database, storeIds: string[]): Promise<StoreTaxRow[]> {
  if (storeIds.length === 0) return [];
  const marks = storeIds.map((_, i) => `?${i + 1}`).join(', ');
  const { results } = await db
    .prepare(`SELECT id, name, address1, city, postal_code, state_code, inventory_list_id, country_code FROM stores WHERE id IN (${marks})`)
    .bind(...storeIds)
    .all<StoreTaxRow>();
  return results;
}

/** Product names in a language for order lines (falls back to English). */
export async function findProductNames(db: D1Database, productIds: string[], lang: string): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const marks = productIds.map((_, i) => `?${i + 2}`).join(', ');
  const { results } = await db
    .prepare(
      `SELECT p.id, COALESCE(t.name, e.name) AS name FROM products p
         LEFT JOIN product_texts t ON t.product_id = p.id AND t.lang = ?1
         LEFT JOIN product_texts e ON e.product_id = p.id AND e.lang = 'en'
        WHERE p.id IN (${marks})`,
    )
    .bind(lang, ...productIds)
    .all<{ id: string; name: string }>();
  return new Map(results.map((r) => [r.id, r.name]));
}
