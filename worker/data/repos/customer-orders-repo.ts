/** SQL for a customer's order history: one page of orders with their shipments, lines and payments. */
import type { OrderItemRow, OrderPaymentRow, OrderRecord, OrderRow, OrderShipmentRow } from './orders-repo';

// The page's order numbers: live orders of the customer on the site, newest first.
const PAGE = `SELECT order_no FROM orders WHERE customer_id = ?1 AND site_id = ?2 AND status = 'new' ORDER BY created_at DESC, order_no DESC LIMIT ?3 OFFSET ?4`;

/** One page of the customer's orders on a site (newest first) and how many there are, in one round trip. */
export async function listCustomerOrders(
  db: D1Database,
  customerId: string,
  siteId: string,
  offset: number,
  limit: number,
): Promise<{ records: OrderRecord[]; total: number }> {
  const args = [customerId, siteId, limit, offset] as const;
  const [count, orders, shipments, items, payments] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?1 AND site_id = ?2 AND status = 'new'").bind(customerId, siteId),
    db.prepare(`SELECT * FROM orders WHERE order_no IN (${PAGE}) ORDER BY created_at DESC, order_no DESC`).bind(...args),
    db
      .prepare(
        `SELECT s.order_no, s.shipment_id, s.shipment_type, s.shipping_method, s.from_store_id, s.shipping_address, s.shipping_total,
                st.name AS store_name, st.address1 AS store_address1, st.city AS store_city, st.state_code AS store_state, st.postal_code AS store_postal
           FROM order_shipments s LEFT JOIN stores st ON st.id = s.from_store_id
          WHERE s.order_no IN (${PAGE}) ORDER BY s.shipment_type, s.shipment_id`,
      )
      .bind(...args),
    db
      .prepare(
        `SELECT order_no, item_id, shipment_id, product_id, product_name, quantity, unit_price, core_deposit, inventory_location, is_from_set, vehicle_details
           FROM order_items WHERE order_no IN (${PAGE}) ORDER BY position`,
      )
      .bind(...args),
    db.prepare(`SELECT order_no, payment_id, provider, amount, status FROM payments WHERE order_no IN (${PAGE})`).bind(...args),
  ]);
  type Keyed<T> = T & { order_no: string };
  const of = <T>(rows: unknown[] | undefined, orderNo: string) => ((rows ?? []) as Keyed<T>[]).filter((r) => r.order_no === orderNo);
  const records = ((orders?.results ?? []) as OrderRow[]).map((order) => ({
    order,
    shipments: of<OrderShipmentRow>(shipments?.results, order.order_no),
    items: of<OrderItemRow>(items?.results, order.order_no),
    payments: of<OrderPaymentRow>(payments?.results, order.order_no),
  }));
  return { records, total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 };
}
