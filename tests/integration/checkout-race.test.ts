import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickItems, setStock } from './cart-client';
import { CARDS, CheckoutShopper, stockOf } from './checkout-client';

let product = '';

beforeAll(async () => {
  product = (await pickItems('CAD', 1, 400))[0]!;
  await setStock(product!, 'online-ca', 50);
});

describe('no oversell', () => {
  it('50 shoppers racing for the last 5 units: exactly 5 orders, the others a clear 409, nobody charged for nothing', async () => {
    const shoppers = Array.from({ length: 50 }, () => new CheckoutShopper('axle-ca'));
    for (const s of shoppers) expect((await s.add(product, 1)).status).toBe(200);
    const payments: string[] = [];
    for (const s of shoppers) {
      const payment = await s.preparePayment();
      expect(payment.status).toBe(201);
      expect((await s.approve(payment.body.paymentId, CARDS.approve)).body.status).toBe('approved');
      payments.push(payment.body.paymentId);
    }
    await setStock(product, 'online-ca', 5); // the last 5 units
    const results = await Promise.all(shoppers.map((s, i) => s.placeOrder(payments[i]!)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const lost of results.filter((r) => r.status === 409)) {
      expect(lost.body).toMatchObject({
        code: 'insufficient_stock',
        message: 'Some items in your cart are no longer available in the quantity you asked for. You have not been charged.',
      });
    }
    expect(await stockOf(product, 'online-ca')).toBe(0);
    const sold = await env.DB.prepare("SELECT coalesce(sum(i.quantity), 0) AS n FROM order_items i JOIN orders o ON o.order_no = i.order_no WHERE i.product_id = ?1 AND o.status = 'new'").bind(product).first('n');
    expect(sold).toBe(5);
    const marks = payments.map((_, i) => `?${i + 1}`).join(',');
    const states = await env.DB.prepare(`SELECT status, count(*) AS n FROM test_pay_orders WHERE id IN (${marks}) GROUP BY status ORDER BY status`).bind(...payments).all();
    expect(states.results).toEqual([{ status: 'captured', n: 5 }, { status: 'voided', n: 45 }]);
  });

  it('a double submit of one basket places one order', async () => {
    await setStock(product, 'online-ca', 10);
    const shopper = new CheckoutShopper('axle-ca');
    await shopper.add(product, 1);
    const payment = await shopper.preparePayment();
    await shopper.approve(payment.body.paymentId, CARDS.approve);
    const twice = await Promise.all([shopper.placeOrder(payment.body.paymentId), shopper.placeOrder(payment.body.paymentId)]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409].sort());
    expect(await stockOf(product, 'online-ca')).toBe(9);
  });
});
