import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASKETS, TestShopper, pickItems, setStock } from './cart-client';

const US = '?siteId=axle-us';
const CA = '?siteId=axle-ca';
let items: string[] = [];

beforeAll(async () => {
  items = await pickItems('USD', 12);
  for (const id of items) await setStock(id, 'online-us', 10);
});

describe('Shopper Baskets API', () => {
  it('creates a basket for a new guest with a secure session cookie, then reads it back', async () => {
    const shopper = new TestShopper();
    const created = await shopper.json('POST', `${BASKETS}${US}`, {});
    expect(created.status).toBe(201);
    const cookie = created.res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-axle_sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
    // SCAPI's Basket: an empty basket's totals are all known (0); it starts with its default shipment "me".
    expect(created.body).toMatchObject({ currency: 'USD', productItems: [], productSubTotal: 0, orderTotal: 0, shippingTotal: 0, taxTotal: 0 });
    expect(created.body.shipments.map((s: any) => s.shipmentId)).toEqual(['me']);
    expect(created.res.headers.get('cache-control')).toBe('private, no-store');
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const stored = await env.DB.prepare('SELECT id_hash FROM shopper_sessions').all<{ id_hash: string }>();
    expect(stored.results.every((r) => r.id_hash !== token && r.id_hash.length === 64)).toBe(true);
    const again = await shopper.json('GET', `${BASKETS}/${created.body.basketId}${US}`);
    expect(again.status).toBe(200);
    expect(again.body.basketId).toBe(created.body.basketId);
    // One basket per shopper: a second create answers the same basket.
    const second = await shopper.json('POST', `${BASKETS}${US}`, {});
    expect(second.body.basketId).toBe(created.body.basketId);
  });

  it('adds a list of items, prices them in decimal money and counts total items as the sum of quantities', async () => {
    const shopper = new TestShopper();
    const { body: basket } = await shopper.json('POST', `${BASKETS}${US}`, {});
    const vehicle = { vehicleID: '2019-honda-civic', year: '2019', make: 'Honda', model: 'Civic', isFit: true, fitment: { Engine: '2.0L' } };
    const added = await shopper.json('POST', `${BASKETS}/${basket.basketId}/items${US}`, [
      { productId: items[0], quantity: 2, c_vehicleDetails: JSON.stringify(vehicle) },
      { productId: items[1], quantity: 1 },
    ]);
    expect(added.status).toBe(200);
    const lines = added.body.productItems as any[];
    expect(lines).toHaveLength(2);
    const prices = await env.DB.prepare("SELECT product_id, sale_minor, promotion_minor FROM prices WHERE currency = 'USD' AND product_id IN (?1, ?2)").bind(items[0], items[1]).all<any>();
    const unit = (id: string) => {
      const r = prices.results.find((p) => p.product_id === id);
      return r.promotion_minor != null && r.promotion_minor < r.sale_minor ? r.promotion_minor : r.sale_minor;
    };
    expect(lines[0]).toMatchObject({ productId: items[0], quantity: 2, price: (unit(items[0]!) * 2) / 100, shipmentId: 'me', c_shipmentType: 'delivery', c_fromStoreId: null });
    expect(JSON.parse(lines[0].c_vehicleDetails)).toEqual(vehicle);
    expect(added.body.productSubTotal).toBe((unit(items[0]!) * 2 + unit(items[1]!)) / 100);
    // No address yet: delivery taxes wait for it (decision 244); the total is the sum of what is shown,
    // standard shipping by the US rule (free over 49.00).
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(added.body.shippingTotal)).toBe(cents(added.body.productSubTotal) > 4900 ? 0 : 999);
    expect(added.body).toMatchObject({ taxTotal: null, c_taxes: [], c_taxPending: true });
    expect(cents(added.body.orderTotal)).toBe(cents(added.body.productSubTotal) + cents(added.body.shippingTotal));
    expect(added.body.c_totalItems).toBe(3);
    expect(added.body.shipments).toEqual([
      expect.objectContaining({ shipmentId: 'me', c_shipmentType: 'delivery', shippingMethod: expect.objectContaining({ id: 'standard' }), c_fromStoreId: null, c_storeName: null }),
    ]);
    expect(added.body.shipments[0].shippingAddress).toBeUndefined();
    // Adding the same product again raises the line's quantity.
    const more = await shopper.json('POST', `${BASKETS}/${basket.basketId}/items${US}`, [{ productId: items[0], quantity: 1 }]);
    expect(more.body.productItems).toHaveLength(2);
    expect(more.body.productItems[0].quantity).toBe(3);
  });

  it('updates quantity, currency, customer e-mail, shipment, and removes an item', async () => {
    const shopper = new TestShopper();
    const { body: basket } = await shopper.json('POST', `${BASKETS}${US}`, {});
    const path = `${BASKETS}/${basket.basketId}`;
    const { body: withItem } = await shopper.json('POST', `${path}/items${US}`, [{ productId: items[2], quantity: 1 }]);
    const itemId = withItem.productItems[0].itemId;
    const updated = await shopper.json('PATCH', `${path}/items/${itemId}${US}`, { productId: items[2], quantity: 4 });
    expect(updated.status).toBe(200);
    expect(updated.body.productItems[0].quantity).toBe(4);
    expect((await shopper.json('PATCH', `${path}${US}`, { currency: 'USD' })).status).toBe(200);
    expect((await shopper.json('PATCH', `${path}${US}`, { currency: 'CAD' })).status).toBe(400);
    const customer = await shopper.json('PUT', `${path}/customer${US}`, { email: 'guest@example.com' });
    expect(customer.body.customerInfo.email).toBe('guest@example.com');
    const address = { firstName: 'Ann', lastName: 'Lee', address1: '1 Congress Ave', city: 'Austin', stateCode: 'TX', postalCode: '78701', countryCode: 'US', phone: '512-555-0100' };
    const shipment = await shopper.json('PATCH', `${path}/shipments/me${US}`, { shippingMethod: { id: 'standard' }, shippingAddress: address });
    expect(shipment.body.shipments[0].shippingAddress).toEqual({ ...address, fullName: 'Ann Lee' });
    // A partial address is refused with the fields it lacks (the checkout's rules).
    const partial = await shopper.json('PATCH', `${path}/shipments/me${US}`, { shippingAddress: { city: 'Austin', stateCode: 'TX', countryCode: 'US' } });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toMatch(/^Invalid shipping address: firstName \(required\)/);
    const removed = await shopper.json('DELETE', `${path}/items/${itemId}${US}`);
    expect(removed.body.productItems).toEqual([]);
    expect((await shopper.json('DELETE', `${path}/items/${itemId}${US}`)).status).toBe(404);
  });

  it('rejects an add over stock with "quantity exceeds available stock" and changes nothing', async () => {
    const shopper = new TestShopper();
    const { body: basket } = await shopper.json('POST', `${BASKETS}${US}`, {});
    const path = `${BASKETS}/${basket.basketId}/items${US}`;
    await setStock(items[3]!, 'online-us', 5);
    expect((await shopper.json('POST', path, [{ productId: items[3], quantity: 4 }])).status).toBe(200);
    const over = await shopper.json('POST', path, [
      { productId: items[4], quantity: 1 },
      { productId: items[3], quantity: 2 },
    ]);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('quantity exceeds available stock');
    const after = await shopper.json('GET', `${BASKETS}/${basket.basketId}${US}`);
    expect(after.body.productItems.map((i: any) => [i.productId, i.quantity])).toEqual([[items[3], 4]]);
    const itemId = after.body.productItems[0].itemId;
    const patch = await shopper.json('PATCH', `${BASKETS}/${basket.basketId}/items/${itemId}${US}`, { quantity: 6 });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toBe('quantity exceeds available stock');
    // Lowering stays possible even when stock fell below the line.
    await setStock(items[3]!, 'online-us', 1);
    expect((await shopper.json('PATCH', `${BASKETS}/${basket.basketId}/items/${itemId}${US}`, { quantity: 2 })).status).toBe(200);
  });

  it("answers 404 for another shopper's basket and for a caller without a session", async () => {
    const owner = new TestShopper();
    const { body: basket } = await owner.json('POST', `${BASKETS}${US}`, {});
    await owner.json('POST', `${BASKETS}/${basket.basketId}/items${US}`, [{ productId: items[5], quantity: 1 }]);
    const itemId = (await owner.json('GET', `${BASKETS}/${basket.basketId}${US}`)).body.productItems[0].itemId;
    const other = new TestShopper();
    await other.json('POST', `${BASKETS}${US}`, {});
    const path = `${BASKETS}/${basket.basketId}`;
    const attempts = [
      other.json('GET', `${path}${US}`),
      other.json('PATCH', `${path}${US}`, { currency: 'USD' }),
      other.json('PUT', `${path}/customer${US}`, { email: 'x@example.com' }),
      other.json('POST', `${path}/items${US}`, [{ productId: items[5], quantity: 1 }]),
      other.json('PATCH', `${path}/items/${itemId}${US}`, { quantity: 2 }),
      other.json('DELETE', `${path}/items/${itemId}${US}`),
      other.json('POST', `${path}/shipments${US}`, { c_shipmentType: 'delivery' }),
      new TestShopper().json('GET', `${path}${US}`),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(404);
    const mine = await owner.json('GET', `${path}${US}`);
    expect(mine.body.productItems[0].quantity).toBe(1);
    // The basket belongs to its site: the Canadian site does not see it.
    expect((await owner.json('GET', `${path}${CA}`)).status).toBe(404);
  });

  it('validates every body with a 400 and a message', async () => {
    const shopper = new TestShopper();
    const { body: basket } = await shopper.json('POST', `${BASKETS}${US}`, {});
    const path = `${BASKETS}/${basket.basketId}`;
    // The basket starts with its delivery shipment ("me"): a second one of that id is refused below.
    const bad: [string, string, unknown][] = [
      ['POST', `${path}/items${US}`, []],
      ['POST', `${path}/items${US}`, [{ productId: items[6], quantity: 0 }]],
      ['POST', `${path}/items${US}`, [{ productId: items[6], quantity: 1.5 }]],
      ['POST', `${path}/items${US}`, [{ productId: 'no such id!', quantity: 1 }]],
      ['POST', `${path}/items${US}`, [{ productId: 'unknown-product', quantity: 1 }]],
      ['POST', `${path}/items${US}`, [{ productId: items[6], quantity: 1, c_vehicleDetails: '{not json' }]],
      ['POST', `${path}/items${US}`, [{ productId: items[6], quantity: 1, c_shipmentType: 'pickup', c_fromStoreId: 'x' }]],
      ['POST', `${path}/items${US}`, [{ productId: items[6], quantity: 1, shipmentId: 'nope' }]],
      ['POST', `${path}/items${US}`, 'not json'],
      ['PATCH', `${path}${US}`, { currency: 'EUR' }],
      ['PUT', `${path}/customer${US}`, { email: 'not-an-email' }],
      ['POST', `${path}/shipments${US}`, { c_shipmentType: 'drone' }],
      ['POST', `${path}/shipments${US}`, { c_shipmentType: 'delivery' }],
      ['PATCH', `${path}/items/whatever${US}`, { quantity: -1 }],
    ];
    for (const [method, url, body] of bad) {
      const res = await shopper.json(method, url, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message.length).toBeGreaterThan(3);
    }
    expect((await shopper.json('GET', `${path}${US}`)).body.productItems).toEqual([]);
    expect((await shopper.json('PATCH', `${path}/shipments/none${US}`, {})).status).toBe(404);
    expect((await shopper.json('PATCH', `${path}/items/none${US}`, { quantity: 2 })).status).toBe(404);
    expect((await shopper.json('GET', `${BASKETS}/${basket.basketId}`)).status).toBe(400);
  });

  it('creates a session only on a change: GET without a session sets no cookie and writes nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM shopper_sessions').first<{ n: number }>();
    const shopper = new TestShopper();
    const res = await shopper.call('GET', '/api/cart');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ basket: null });
    expect(res.headers.get('set-cookie')).toBeNull();
    const invalid = await shopper.call('POST', '/api/cart/items', { lines: [], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('set-cookie')).toBeNull();
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM shopper_sessions').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it('accepts the session as a bearer token and refuses an unknown one with 401', async () => {
    const shopper = new TestShopper();
    const { body: basket } = await shopper.json('POST', `${BASKETS}${US}`, {});
    const token = shopper.cookie!.split('=')[1]!;
    const bearer = new TestShopper();
    const res = await bearer.call('GET', `${BASKETS}/${basket.basketId}${US}`, undefined, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const wrong = await bearer.call('GET', `${BASKETS}/${basket.basketId}${US}`, undefined, { authorization: 'Bearer abc' });
    expect(wrong.status).toBe(401);
  });
});
