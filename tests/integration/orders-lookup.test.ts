import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickItems, setStock } from './cart-client';
import { CARDS, CheckoutShopper, TORONTO } from './checkout-client';
import { get, getPage } from './http';

const ORDERS = '/checkout/shopper-orders/v1/organizations/f_ecom_axle/orders';
const GUEST = '/custom/guest-order/v1/organizations/f_ecom_axle';
let products: string[] = [];
let placed: { orderNo: string; shopper: CheckoutShopper };

beforeAll(async () => {
  products = await pickItems('CAD', 3, 500);
  for (const id of products) await setStock(id, 'online-ca', 10);
  const shopper = new CheckoutShopper('axle-ca');
  await shopper.add(products[0]!, 1);
  const res = await shopper.checkout(CARDS.approve, shopper.details('Guest.Buyer+1@example.com'));
  placed = { orderNo: res.body.order.orderNo, shopper };
});

function lookup(orderNo: string, email: string, ip: string) {
  return get(`${GUEST}/${orderNo}?siteId=axle-ca&c_email=${encodeURIComponent(email)}`, { headers: { 'cf-connecting-ip': ip } });
}

describe('guest order lookup', () => {
  it('finds the order by number and e-mail (e-mail case-insensitive, URL-encoded)', async () => {
    const res = await lookup(placed.orderNo, 'guest.buyer+1@example.com', '10.0.0.1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toMatchObject({ orderNo: placed.orderNo, customerInfo: { email: 'Guest.Buyer+1@example.com' } });
    expect((await lookup(placed.orderNo.toLowerCase(), 'Guest.Buyer+1@example.com', '10.0.0.1')).status).toBe(200);
  });

  it('answers a wrong number and a wrong e-mail the same way', async () => {
    const wrongEmail = await lookup(placed.orderNo, 'someone@example.com', '10.0.0.2');
    const wrongNumber = await lookup('AX0000000000', 'guest.buyer+1@example.com', '10.0.0.2');
    const notANumber = await lookup('12345', 'guest.buyer+1@example.com', '10.0.0.2');
    for (const res of [wrongEmail, wrongNumber, notANumber]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: 'No order matches this order number and e-mail.' });
    }
    expect((await get(`${GUEST}/${placed.orderNo}?siteId=axle-ca`, { headers: { 'cf-connecting-ip': '10.0.0.2' } })).status).toBe(400);
    expect((await lookup(placed.orderNo, 'guest.buyer+1@example.com', '10.0.0.2')).status).toBe(200);
    // Another site does not show it either.
    expect((await get(`${GUEST}/${placed.orderNo}?siteId=axle-us&c_email=guest.buyer%2B1%40example.com`, { headers: { 'cf-connecting-ip': '10.0.0.9' } })).status).toBe(404);
  });

  it('is rate-limited: 10 tries a minute per client, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await lookup(`AX00000000${String(i).padStart(2, '0')}`, 'x@example.com', '10.0.0.3')).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await lookup(placed.orderNo, 'guest.buyer+1@example.com', '10.0.0.3')).status).toBe(429);
    expect((await lookup(placed.orderNo, 'guest.buyer+1@example.com', '10.0.0.4')).status).toBe(200);
  });
});

describe('order status pages', () => {
  it('serve the lookup form, with the number from the URL prefilled, as personal pages', async () => {
    const plain = await getPage('/pages/order-status?site=axle-ca');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('private, no-store');
    const detail = await getPage(`/pages/order-status/${placed.orderNo.toLowerCase()}?site=axle-ca`);
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain(`value="${placed.orderNo}"`);
    expect(html).not.toContain('Guest.Buyer'); // nothing of the order before both fields are sent
  });
});

describe('order confirmation belongs to the shopper who placed it', () => {
  it('shows the confirmation page with no-store to its owner and a 404 to anyone else', async () => {
    const mine = await getPage(`/checkout/confirmation/${placed.orderNo}?site=axle-ca`, { cookie: placed.shopper.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.text()).toContain(placed.orderNo);
    const stranger = new CheckoutShopper('axle-ca');
    await stranger.add(products[1]!, 1);
    const theirs = await getPage(`/checkout/confirmation/${placed.orderNo}?site=axle-ca`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain('Guest.Buyer');
    expect((await getPage(`/checkout/confirmation/${placed.orderNo}?site=axle-ca`)).status).toBe(404);
    expect((await stranger.json('GET', `/api/orders/${placed.orderNo}?site=axle-ca`)).status).toBe(404);
    const checkout = await getPage('/checkout?site=axle-ca');
    expect(checkout.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('ShopperOrders', () => {
  it('createOrder from a Shopper Baskets basket, then getOrder for its shopper only', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    const basket = await shopper.json('POST', '/checkout/shopper-baskets/v1/organizations/f_ecom_axle/baskets?siteId=axle-ca', { customerInfo: { email: 'api@example.com' } });
    expect(basket.status).toBe(201);
    const added = await shopper.json('POST', `/checkout/shopper-baskets/v1/organizations/f_ecom_axle/baskets/${basket.body.basketId}/items?siteId=axle-ca`, [{ productId: products[2], quantity: 2 }]);
    expect(added.status).toBe(200);
    const payment = await shopper.preparePayment(shopper.details('api@example.com'));
    await shopper.approve(payment.body.paymentId, CARDS.approve);

    const bad = await shopper.json('POST', `${ORDERS}?siteId=axle-ca`, { basketId: basket.body.basketId });
    expect(bad.status).toBe(400);
    const created = await shopper.json('POST', `${ORDERS}?siteId=axle-ca`, {
      basketId: basket.body.basketId,
      shippingAddress: TORONTO,
      paymentInstruments: [{ c_paymentId: payment.body.paymentId }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ productItems: [{ productId: products[2], quantity: 2 }], customerInfo: { email: 'api@example.com' }, paymentStatus: 'paid' });
    const orderNo = created.body.orderNo as string;
    const customerId = created.body.customerInfo.customerId as string;

    // The shopper continues on a new session, so getOrder is checked with the order's customer session.
    const row = await env.DB.prepare('SELECT customer_id FROM orders WHERE order_no = ?1').bind(orderNo).first('customer_id');
    expect(row).toBe(customerId);
    const stranger = new CheckoutShopper('axle-ca');
    await stranger.add(products[1]!, 1);
    expect((await stranger.json('GET', `${ORDERS}/${orderNo}?siteId=axle-ca`)).status).toBe(404);
    expect((await get(`${ORDERS}/${orderNo}?siteId=axle-ca`)).status).toBe(404);
    expect((await shopper.json('POST', `${ORDERS}?siteId=axle-ca`, { basketId: 'nope', paymentInstruments: [{ c_paymentId: 'x' }] })).status).toBe(404);
  });

  it('getOrder answers the order to the session that placed it while it lasts', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    await shopper.add(products[1]!, 1);
    const sid = shopper.jar.get('__Host-axle_sid')!;
    const res = await shopper.checkout();
    const orderNo = res.body.order.orderNo as string;
    // The old session ended with the order; a bearer of it is no longer accepted.
    const old = await get(`${ORDERS}/${orderNo}?siteId=axle-ca`, { headers: { authorization: `Bearer ${sid}` } });
    expect(old.status).toBe(401);
  });
});
