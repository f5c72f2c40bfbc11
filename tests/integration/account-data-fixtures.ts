import { env } from 'cloudflare:workers';
import { hashToken, SESSION_COOKIE } from '../../worker/middleware/shopper-session';
import { TestShopper } from './cart-client';

let counter = 0;

/** A guest customer with a live session (what a shopper who only shopped has). */
export async function createGuestShopper(): Promise<{ customerId: string; shopper: TestShopper; token: string }> {
  counter += 1;
  const customerId = `g_fixture_${Date.now().toString(36)}${counter}`;
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO customers (customer_id, type, email, created_at) VALUES (?1, 'guest', NULL, ?2)").bind(customerId, now),
    env.DB.prepare('INSERT INTO shopper_sessions (id_hash, customer_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)').bind(await hashToken(token), customerId, now, now + 3600_000),
  ]);
  const shopper = new TestShopper();
  shopper.cookie = `${SESSION_COOKIE}=${token}`;
  return { customerId, shopper, token };
}

/** The session token inside a test shopper's cookie (what a bearer token carries). */
export function tokenOf(shopper: TestShopper): string {
  return shopper.cookie!.split('=')[1]!;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function orderNo(): string {
  return `AX${[...crypto.getRandomValues(new Uint8Array(10))].map((b) => ALPHABET[b % 32]).join('')}`;
}

/** An order written straight into D1 (one delivery line and one pickup line), as placing one would. */
export async function insertOrder(input: {
  customerId: string;
  siteId: 'axle-ca' | 'axle-us';
  createdAt: number;
  status?: 'new' | 'cancelled';
  /** coreDeposit: per unit (decision 284), 0 when absent. */
  lines?: { productId: string; name: string; quantity: number; unitPrice: number; type: 'delivery' | 'pickup'; coreDeposit?: number }[];
}): Promise<string> {
  const no = orderNo();
  const currency = input.siteId === 'axle-ca' ? 'CAD' : 'USD';
  const lines = input.lines ?? [{ productId: 'P-1', name: 'Brake Pad Set', quantity: 2, unitPrice: 2500, type: 'delivery' as const }];
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const deposits = lines.reduce((sum, l) => sum + l.quantity * (l.coreDeposit ?? 0), 0);
  const address = JSON.stringify({ firstName: 'Anne', lastName: 'Roy', address1: '1 Main St', city: 'Toronto', stateCode: 'ON', postalCode: 'M5H 2N2', countryCode: 'CA', phone: '4165550100' });
  const store = await env.DB.prepare('SELECT id FROM stores ORDER BY id LIMIT 1').first<{ id: string }>();
  const statements = [
    env.DB.prepare(
      `INSERT INTO orders (order_no, site_id, locale, currency, basket_id, customer_id, customer_email, access_hash, status, payment_status,
                           product_subtotal, shipping_total, tax_total, order_total, taxes, billing_address, created_at, core_deposit_total)
       VALUES (?1, ?2, 'en-US', ?3, ?4, ?5, 'fixture@example.com', ?6, ?7, 'captured', ?8, 0, 0, ?8 + ?11, '[]', ?9, ?10, ?11)`,
    ).bind(no, input.siteId, currency, `b_${no}`, input.customerId, 'a'.repeat(64), input.status ?? 'new', subtotal, address, input.createdAt, deposits),
  ];
  const types = [...new Set(lines.map((l) => l.type))];
  for (const type of types) {
    statements.push(
      env.DB.prepare('INSERT INTO order_shipments (order_no, shipment_id, shipment_type, shipping_method, from_store_id, shipping_address, shipping_total) VALUES (?1, ?2, ?2, ?3, ?4, ?5, 0)')
        .bind(no, type, type === 'pickup' ? 'pickup' : 'standard', type === 'pickup' ? store!.id : null, type === 'delivery' ? address : null),
    );
  }
  lines.forEach((l, i) =>
    statements.push(
      env.DB.prepare(
        `INSERT INTO order_items (order_no, item_id, position, shipment_id, product_id, product_name, quantity, unit_price, inventory_location, is_from_set, vehicle_details, core_deposit)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'online-ca', 0, NULL, ?9)`,
      ).bind(no, `i${i}`, i, l.type, l.productId, l.name, l.quantity, l.unitPrice, l.coreDeposit ?? 0),
    ),
  );
  await env.DB.batch(statements);
  return no;
}
