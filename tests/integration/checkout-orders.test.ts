import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '../../shared/checkout/order-number';
import { pickItems, setStock } from './cart-client';
import { CARDS, CheckoutShopper, NEW_YORK, stockOf, TORONTO } from './checkout-client';

let ca: string[] = [];
let us: string[] = [];

async function priceOf(productId: string, currency: string): Promise<number> {
  const row = await env.DB.prepare('SELECT sale_minor, promotion_minor FROM prices WHERE product_id = ?1 AND currency = ?2').bind(productId, currency).first<{ sale_minor: number; promotion_minor: number | null }>();
  return Math.min(row!.sale_minor, row!.promotion_minor ?? Infinity);
}

beforeAll(async () => {
  ca = await pickItems('CAD', 8, 200);
  us = await pickItems('USD', 4, 260);
  for (const id of ca) await setStock(id, 'online-ca', 20);
  for (const id of us) await setStock(id, 'online-us', 20);
});

describe('placing an order', () => {
  it('with an approved card: stock taken, order numbered with taxes, payment captured, e-mail queued, basket gone, new session', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    expect((await shopper.add(ca[0]!, 3)).status).toBe(200);
    const sessionBefore = shopper.jar.get('__Host-axle_sid');
    const placed = await shopper.checkout();
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    expect(order.orderNo).toMatch(ORDER_NUMBER_PATTERN);
    expect(order).toMatchObject({ currency: 'CAD', status: 'new', paymentStatus: 'paid', customerInfo: { email: 'ana@example.com' } });
    const unit = await priceOf(ca[0]!, 'CAD');
    expect(order.productSubTotal).toBe(unit * 3);
    expect(order.c_taxes).toEqual([{ stateCode: 'ON', kind: 'HST', pcm: 13000, amount: expect.any(Number) }]);
    expect(order.orderTotal).toBe(order.productSubTotal + order.shippingTotal + order.taxTotal);
    expect(order.shipments[0]).toMatchObject({ c_shipmentType: 'delivery', shippingMethod: { id: 'standard' }, shippingAddress: { postalCode: 'M5J 2X1', stateCode: 'ON' } });
    expect(order.billingAddress).toMatchObject({ city: 'Toronto' }); // same as shipping by default
    expect(await stockOf(ca[0]!, 'online-ca')).toBe(17);
    expect(placed.res.headers.get('cache-control')).toBe('private, no-store');

    const row = await env.DB.prepare('SELECT o.payment_status, p.status, p.amount FROM orders o JOIN payments p ON p.order_no = o.order_no WHERE o.order_no = ?1').bind(order.orderNo).first();
    expect(row).toEqual({ payment_status: 'captured', status: 'captured', amount: order.orderTotal });
    const mail = await env.DB.prepare("SELECT to_address, subject, body_text FROM outbox WHERE reference = ?1").bind(order.orderNo).first<{ to_address: string; subject: string; body_text: string }>();
    expect(mail?.to_address).toBe('ana@example.com');
    expect(mail?.subject).toBe(`Your Axle order ${order.orderNo}`);

    // A new guest session and an empty cart afterwards.
    expect(shopper.jar.get('__Host-axle_sid')).not.toBe(sessionBefore);
    expect((await shopper.cart()).body.basket).toBeNull();
    expect(await env.DB.prepare('SELECT count(*) AS n FROM baskets WHERE basket_id IN (SELECT basket_id FROM orders WHERE order_no = ?1)').bind(order.orderNo).first('n')).toBe(0);
    // The confirmation reads back only for this browser.
    expect((await shopper.json('GET', `/api/orders/${order.orderNo}?site=axle-ca`)).body.order.orderNo).toBe(order.orderNo);
  });

  it('never stores the card number anywhere', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    await shopper.add(ca[1]!, 1);
    const placed = await shopper.checkout();
    expect(placed.status).toBe(201);
    const tables = ['orders', 'order_items', 'order_shipments', 'payments', 'outbox', 'test_pay_orders', 'test_pay_cards'];
    for (const table of tables) {
      const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
      expect(JSON.stringify(results)).not.toContain('4242424242424242');
    }
    const card = await env.DB.prepare('SELECT brand, last4 FROM test_pay_cards c JOIN test_pay_orders o ON o.card_token = c.token WHERE o.id = ?1')
      .bind(placed.body.order.paymentInstruments[0].paymentInstrumentId)
      .first();
    expect(card).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('with a declined card: 402 with a clear message, basket intact, no stock taken, no order', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    await shopper.add(ca[2]!, 2);
    const basketBefore = (await shopper.cart()).body.basket;
    const payment = await shopper.preparePayment();
    expect((await shopper.approve(payment.body.paymentId, CARDS.decline)).body).toEqual({ status: 'declined' });
    const declined = await shopper.placeOrder(payment.body.paymentId);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'payment_declined', message: 'Your payment was declined. Please use another card.' });
    expect(await stockOf(ca[2]!, 'online-ca')).toBe(20);
    expect((await shopper.cart()).body.basket).toEqual(basketBefore);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE basket_id = ?1').bind(basketBefore.basketId).first('n')).toBe(0);
    // Then another card goes through with the same basket.
    expect((await shopper.checkout(CARDS.approve)).status).toBe(201);
    expect(await stockOf(ca[2]!, 'online-ca')).toBe(18);
  });

  it('with a processing error at capture: 402, stock given back, order cancelled, basket intact', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    await shopper.add(ca[3]!, 1);
    const failed = await shopper.checkout(CARDS.error);
    expect(failed.status).toBe(402);
    expect(failed.body.code).toBe('payment_error');
    expect(await stockOf(ca[3]!, 'online-ca')).toBe(20);
    const basket = (await shopper.cart()).body.basket;
    expect(basket.productItems).toHaveLength(1);
    const cancelled = await env.DB.prepare('SELECT status, payment_status FROM orders WHERE basket_id = ?1').bind(basket.basketId).all();
    expect(cancelled.results).toEqual([{ status: 'cancelled', payment_status: 'voided' }]);
    expect((await shopper.checkout(CARDS.approve)).status).toBe(201);
  });

  it('rejects a postal code of another province, and other bad input, with field errors and nothing written', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    await shopper.add(ca[4]!, 1);
    const wrong = await shopper.preparePayment(shopper.details('ana@example.com', { ...TORONTO, postalCode: 'H2X 1Y4' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid', fieldErrors: { shippingAddress: { postalCode: 'postalProvince' } } });
    const email = await shopper.preparePayment(shopper.details('nope', TORONTO));
    expect(email.body.fieldErrors).toEqual({ email: 'email' });
    const us = await shopper.preparePayment(shopper.details('ana@example.com', NEW_YORK));
    expect(us.body.fieldErrors.shippingAddress).toMatchObject({ countryCode: 'country', stateCode: 'stateNotAllowed' });
    expect((await shopper.json('POST', '/api/checkout/payment?site=axle-ca', { email: 1 })).status).toBe(400);
    expect((await shopper.call('POST', '/api/checkout/orders?site=axle-ca', 'not json')).status).toBe(400);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM test_pay_orders WHERE amount > 0 AND reference = (SELECT basket_id FROM baskets b JOIN shopper_sessions s ON s.customer_id = b.customer_id LIMIT 0)').first('n')).toBe(0);
    expect(await stockOf(ca[4]!, 'online-ca')).toBe(20);
  });

  it('refuses a payment approved for another amount or basket, and an empty cart', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    await shopper.add(ca[5]!, 1);
    const payment = await shopper.preparePayment();
    await shopper.approve(payment.body.paymentId, CARDS.approve);
    await shopper.add(ca[5]!, 1); // the total changes after approval
    const changed = await shopper.placeOrder(payment.body.paymentId);
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('total_changed');
    const other = new CheckoutShopper('axle-ca');
    await other.add(ca[6]!, 1);
    const stolen = await other.placeOrder(payment.body.paymentId);
    expect(stolen.status).toBe(402);
    const empty = await new CheckoutShopper('axle-ca').preparePayment();
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('empty_basket');
  });

  it('places a US order with the state base rate', async () => {
    const shopper = new CheckoutShopper('axle-us');
    await shopper.add(us[0]!, 1);
    const placed = await shopper.checkout();
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    expect(order.currency).toBe('USD');
    const taxable = order.productSubTotal + order.shippingTotal;
    expect(order.c_taxes).toEqual([{ stateCode: 'NY', kind: 'STATE', pcm: 4000, amount: Math.floor((taxable * 4000 + 50_000) / 100_000) }]);
    expect(await stockOf(us[0]!, 'online-us')).toBe(19);
  });
});
