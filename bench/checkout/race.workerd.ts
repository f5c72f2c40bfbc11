/**
 * The no-oversell race at scale, inside workerd with real D1 (the worker's own fetch handler, no
 * dev server in between): rounds of 50–200 concurrent buyers for the last 1–5 units of a product.
 * Each buyer has the product in the cart and an approved test payment; the stock is then set to
 * exactly U units and every buyer places the order at once. The first buyer of a round goes
 * through the real cart, payment and approval endpoints; the others are copies of its rows (own
 * customer, session, basket and approved payment), which keeps a 1,000-round run to minutes. Counted per round: sold, 409s, 5xx,
 * any other status, and the stock left. Run by `bench/checkout/race-bench.ts`, which records the
 * result (the RACE_ROUND / RACE_SUMMARY lines below) in bench/results/race.{json,md}.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pickItems, setStock } from '../../tests/integration/cart-client';
import { CARDS, CheckoutShopper, stockOf } from '../../tests/integration/checkout-client';
import { hashToken, SESSION_COOKIE } from '../../worker/middleware/shopper-session';

const ROUNDS = Number((env as unknown as { RACE_ROUNDS?: string }).RACE_ROUNDS ?? '10');
const columns = new Map<string, string[]>();

async function columnsOf(table: string): Promise<string[]> {
  let found = columns.get(table);
  if (!found) {
    const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
    found = results.map((r) => r.name);
    columns.set(table, found);
  }
  return found;
}

/** INSERT … SELECT copying the rows `where` matches, with some columns replaced by bound values. */
async function copyRows(table: string, where: string, whereValue: string, replace: Record<string, string>): Promise<D1PreparedStatement> {
  const cols = await columnsOf(table);
  const values: string[] = [whereValue];
  const select = cols.map((c) => {
    if (!(c in replace)) return c;
    values.push(replace[c]!);
    return c === 'item_id' ? `item_id || ?${values.length}` : `?${values.length}`;
  });
  return env.DB.prepare(`INSERT INTO ${table} (${cols.join(', ')}) SELECT ${select.join(', ')} FROM ${table} WHERE ${where} = ?1`).bind(...values);
}

function randomToken(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

interface Buyer { shopper: CheckoutShopper; paymentId: string }

/** A buyer set up through the real endpoints: product in the cart, payment approved. */
async function realBuyer(product: string): Promise<Buyer & { basketId: string; customerId: string }> {
  const shopper = new CheckoutShopper('axle-ca');
  const added = await shopper.add(product, 1);
  if (added.status !== 200) throw new Error(`add answered ${added.status}`);
  const payment = await shopper.preparePayment();
  if (payment.status !== 201) throw new Error(`payment answered ${payment.status}`);
  await shopper.approve(payment.body.paymentId, CARDS.approve);
  const basketId = (await env.DB.prepare('SELECT reference FROM test_pay_orders WHERE id = ?1').bind(payment.body.paymentId).first<string>('reference'))!;
  const customerId = (await env.DB.prepare('SELECT customer_id FROM baskets WHERE basket_id = ?1').bind(basketId).first<string>('customer_id'))!;
  return { shopper, paymentId: payment.body.paymentId, basketId, customerId };
}

/** Another buyer with the same basket and an approved payment of the same amount, written in one batch. */
async function copiedBuyer(template: { basketId: string; customerId: string; paymentId: string }, id: string): Promise<Buyer> {
  const token = randomToken();
  const customerId = `g_race_${id}`;
  const basketId = `race_${id}`;
  const paymentId = `TPRACE${id}`;
  const now = Date.now();
  await env.DB.batch([
    await copyRows('customers', 'customer_id', template.customerId, { customer_id: customerId }),
    env.DB.prepare('INSERT INTO shopper_sessions (id_hash, customer_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)')
      .bind(await hashToken(token), customerId, now, now + 3600_000),
    await copyRows('baskets', 'basket_id', template.basketId, { basket_id: basketId, customer_id: customerId }),
    await copyRows('shipments', 'basket_id', template.basketId, { basket_id: basketId }),
    await copyRows('basket_items', 'basket_id', template.basketId, { basket_id: basketId, item_id: `_${id}` }),
    await copyRows('test_pay_orders', 'id', template.paymentId, { id: paymentId, reference: basketId }),
  ]);
  const shopper = new CheckoutShopper('axle-ca');
  shopper.jar.set(SESSION_COOKIE, token);
  return { shopper, paymentId };
}

async function soldOf(productId: string): Promise<number> {
  const n = await env.DB.prepare(
    "SELECT coalesce(sum(i.quantity), 0) AS n FROM order_items i JOIN orders o ON o.order_no = i.order_no WHERE i.product_id = ?1 AND o.status = 'new'",
  ).bind(productId).first<number>('n');
  return n ?? 0;
}

describe('no-oversell race', () => {
  it(`${ROUNDS} rounds of 50–200 buyers for 1–5 units`, async () => {
    const products = await pickItems('CAD', 40, 0);
    let oversold = 0;
    let serverErrors = 0;
    let buyersInAll = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const buyers = 50 + ((r * 37) % 151);
      const units = 1 + (r % 5);
      const product = products[r % products.length]!;
      await setStock(product, 'online-ca', buyers + 10); // every buyer can put it in the cart
      const first = await realBuyer(product);
      const all: Buyer[] = [first];
      for (let i = 1; i < buyers; i++) all.push(await copiedBuyer(first, `${r}_${i}`));
      const soldBefore = await soldOf(product);
      await setStock(product, 'online-ca', units); // the last U units
      const started = performance.now();
      const statuses = await Promise.all(all.map(async (b) => (await b.shopper.placeOrder(b.paymentId)).status));
      const placeMs = Math.round(performance.now() - started);
      const sold = (await soldOf(product)) - soldBefore;
      const round = {
        round: r + 1,
        buyers,
        units,
        placed: statuses.filter((s) => s === 201).length,
        sold,
        conflicts: statuses.filter((s) => s === 409).length,
        serverErrors: statuses.filter((s) => s >= 500).length,
        other: statuses.filter((s) => s !== 201 && s !== 409 && s < 500).length,
        left: await stockOf(product, 'online-ca'),
        placeMs,
      };
      console.log(`RACE_ROUND ${JSON.stringify(round)}`);
      oversold += Math.max(0, sold - units);
      serverErrors += round.serverErrors;
      buyersInAll += buyers;
      expect(round.placed).toBe(sold);
      expect(sold).toBeLessThanOrEqual(units);
    }
    console.log(`RACE_SUMMARY ${JSON.stringify({ rounds: ROUNDS, buyers: buyersInAll, oversold, serverErrors })}`);
    expect(oversold).toBe(0);
    expect(serverErrors).toBe(0);
  });
});
