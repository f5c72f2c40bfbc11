import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockGuardStatement, upsertItemStatement } from '../../worker/data/repos/baskets-repo';
import { runBasketBatch } from '../../worker/commerce/basket/run-batch';
import { TestShopper, pickItems, setStock } from './cart-client';

let products: string[] = [];
let store: { id: string; inventory_list_id: string };

/** Calls on the Canadian site go through its /s/axle-ca prefix-free query parameter. */
const caCart = (path: string) => `${path}?site=axle-ca`;

beforeAll(async () => {
  products = await pickItems('CAD', 10, 100);
  for (const id of products) await setStock(id, 'online-ca', 10);
  store = (await env.DB.prepare("SELECT id, inventory_list_id FROM stores WHERE country_code = 'CA' ORDER BY id LIMIT 1").first())!;
});

const add = (shopper: TestShopper, body: Record<string, unknown>, path = caCart('/api/cart/items')) =>
  shopper.json('POST', path, { shipmentType: 'delivery', storeId: null, vehicle: null, ...body });

describe('/api/cart', () => {
  it('adds for delivery on the US site with the vehicle on the line, and answers private no-store', async () => {
    const [product] = await pickItems('USD', 1, 200);
    await setStock(product!, 'online-us', 3);
    const shopper = new TestShopper();
    const vehicle = { vehicleID: '2019-honda-civic', year: '2019', make: 'Honda', model: 'Civic', isFit: true, fitment: {} };
    const res = await add(shopper, { lines: [{ productId: product, quantity: 2 }], vehicle }, '/api/cart/items');
    expect(res.status).toBe(200);
    expect(res.res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.basket.currency).toBe('USD');
    expect(res.body.addedItemIds).toEqual([res.body.basket.productItems[0].itemId]);
    expect(JSON.parse(res.body.basket.productItems[0].c_vehicleDetails)).toEqual(vehicle);
    const over = await add(shopper, { lines: [{ productId: product, quantity: 2 }] }, '/api/cart/items');
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('quantity exceeds available stock');
    const pickup = await add(shopper, { lines: [{ productId: product, quantity: 1 }], shipmentType: 'pickup', storeId: 'anything' }, '/api/cart/items');
    expect(pickup.status).toBe(400);
    expect(pickup.body.message).toBe('Pickup is offered on the Canadian site only');
  });

  it('refuses cross-site changes', async () => {
    const shopper = new TestShopper();
    const res = await shopper.call('POST', '/api/cart/items', { lines: [{ productId: products[0], quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('splits delivery and pickup on the Canadian site, holds pickup to the lower of store and online stock, moves lines', async () => {
    const [a, b] = [products[1]!, products[2]!];
    await setStock(a, store.inventory_list_id, 3);
    await setStock(b, store.inventory_list_id, 0);
    const shopper = new TestShopper();
    const first = await add(shopper, { lines: [{ productId: a, quantity: 2 }] });
    expect(first.body.basket.currency).toBe('CAD');
    const pickup = await add(shopper, { lines: [{ productId: a, quantity: 3 }], shipmentType: 'pickup', storeId: store.id });
    expect(pickup.status).toBe(200);
    const shipments = pickup.body.basket.shipments.map((s: any) => [s.shipmentId, s.c_shipmentType, s.c_fromStoreId, s.shippingMethod]);
    expect(shipments).toEqual([
      ['delivery', 'delivery', null, { id: 'standard' }],
      ['pickup', 'pickup', store.id, null],
    ]);
    const pickupLine = pickup.body.basket.productItems.find((i: any) => i.c_shipmentType === 'pickup');
    expect(pickupLine).toMatchObject({ productId: a, quantity: 3, c_fromStoreId: store.id, c_storeStock: 3, c_availableStock: 3 });
    expect((await add(shopper, { lines: [{ productId: a, quantity: 1 }], shipmentType: 'pickup', storeId: store.id })).body.message).toBe('quantity exceeds available stock');
    expect((await add(shopper, { lines: [{ productId: b, quantity: 1 }], shipmentType: 'pickup', storeId: store.id })).status).toBe(400);
    expect((await add(shopper, { lines: [{ productId: b, quantity: 1 }], shipmentType: 'pickup', storeId: 'no-such-store' })).status).toBe(400);
    // Moving the pickup line to delivery merges it with the delivery line of the same product.
    const moved = await shopper.json('PATCH', caCart(`/api/cart/items/${pickupLine.itemId}`), { shipmentType: 'delivery' });
    expect(moved.status).toBe(200);
    expect(moved.body.basket.productItems.map((i: any) => [i.productId, i.c_shipmentType, i.quantity])).toEqual([[a, 'delivery', 5]]);
    // And back to pickup: over the store's 3 it is refused, nothing changes.
    const deliveryLine = moved.body.basket.productItems[0];
    const back = await shopper.json('PATCH', caCart(`/api/cart/items/${deliveryLine.itemId}`), { shipmentType: 'pickup', storeId: store.id });
    expect(back.body.message).toBe('quantity exceeds available stock');
    await shopper.json('PATCH', caCart(`/api/cart/items/${deliveryLine.itemId}`), { quantity: 2 });
    const ok = await shopper.json('PATCH', caCart(`/api/cart/items/${deliveryLine.itemId}`), { shipmentType: 'pickup', storeId: store.id });
    expect(ok.body.basket.productItems.map((i: any) => [i.c_shipmentType, i.quantity])).toEqual([['pickup', 2]]);
  });

  it('adds set members for delivery, held to the lowest member stock', async () => {
    const [m1, m2] = [products[3]!, products[4]!];
    await setStock(m1, 'online-ca', 9);
    await setStock(m2, 'online-ca', 2);
    const shopper = new TestShopper();
    const lines = (q: number) => [m1, m2].map((productId) => ({ productId, quantity: q, isFromSet: true }));
    expect((await add(shopper, { lines: lines(3), shipmentType: 'pickup', storeId: store.id })).body.message).toBe('quantity exceeds available stock');
    const ok = await add(shopper, { lines: lines(2) });
    expect(ok.body.basket.productItems.map((i: any) => [i.c_isFromSet, i.c_shipmentType])).toEqual([
      [true, 'delivery'],
      [true, 'delivery'],
    ]);
  });

  it('prices a line by the tier whose quantity matches exactly, else the regular price', async () => {
    const tiered = await env.DB.prepare(
      `SELECT t.product_id FROM price_tiers t JOIN products p ON p.id = t.product_id AND p.type = 'item'
        WHERE t.currency = 'CAD' GROUP BY t.product_id HAVING COUNT(*) > 1 LIMIT 1`,
    ).first<{ product_id: string }>();
    expect(tiered).not.toBeNull();
    const id = tiered!.product_id;
    await setStock(id, 'online-ca', 100);
    const tiers = (await env.DB.prepare("SELECT quantity, price_minor FROM price_tiers WHERE product_id = ?1 AND currency = 'CAD' ORDER BY quantity").bind(id).all<{ quantity: number; price_minor: number }>()).results;
    const tier = tiers[tiers.length - 1]!;
    const shopper = new TestShopper();
    const res = await add(shopper, { lines: [{ productId: id, quantity: tier.quantity }] });
    expect(res.body.basket.productItems[0].basePrice).toBe(tier.price_minor);
    expect(res.body.basket.productItems[0].price).toBe(tier.price_minor * tier.quantity);
    const item = res.body.basket.productItems[0];
    const off = await shopper.json('PATCH', caCart(`/api/cart/items/${item.itemId}`), { quantity: tier.quantity + 1 });
    expect(off.body.basket.productItems[0].basePrice).not.toBe(tier.price_minor);
  });

  it('removes a line and 404s an unknown one; the stock guard rolls back a whole batch', async () => {
    const shopper = new TestShopper();
    const res = await add(shopper, { lines: [{ productId: products[5], quantity: 1 }] });
    const item = res.body.basket.productItems[0];
    expect((await shopper.json('DELETE', caCart(`/api/cart/items/${item.itemId}`))).body.basket.productItems).toEqual([]);
    expect((await shopper.json('DELETE', caCart(`/api/cart/items/${item.itemId}`))).status).toBe(404);
    expect((await new TestShopper().json('PATCH', caCart('/api/cart/items/x'), { quantity: 1 })).status).toBe(404);
    // The guard alone (no read before it) refuses a write over the limit and keeps the old state.
    const basketId = res.body.basket.basketId;
    const write = upsertItemStatement(env.DB, { itemId: 'guard-test', basketId, shipmentId: 'delivery', productId: products[6]!, quantity: 4, price: 100, isFromSet: false, vehicle: null, now: Date.now() });
    await expect(runBasketBatch(env.DB, [write, stockGuardStatement(env.DB, basketId, [{ productId: products[6]!, type: 'delivery', limit: 3 }])])).rejects.toThrow('quantity exceeds available stock');
    const { body } = await shopper.json('GET', caCart('/api/cart'));
    expect(body.basket.productItems).toEqual([]);
  });
});

describe('mergeBasket', () => {
  it('moves a guest basket into the signed-in shopper basket, adding quantities of shared lines, and deletes the source', async () => {
    const { createBasketService } = await import('../../worker/commerce/basket/basket-service');
    const { SITES_CONFIG } = await import('../../shared/sites/config');
    const site = SITES_CONFIG.sites.find((s) => s.id === 'axle-ca')!;
    const guest = new TestShopper();
    const member = new TestShopper();
    await add(guest, { lines: [{ productId: products[7], quantity: 1 }, { productId: products[8], quantity: 2 }] });
    await add(member, { lines: [{ productId: products[7], quantity: 3 }] });
    const customerOf = async (s: TestShopper) => (await s.json('GET', caCart('/api/cart'))).body.basket.customerInfo.customerId as string;
    const [guestId, memberId] = [await customerOf(guest), await customerOf(member)];
    const service = createBasketService({ db: env.DB, site, lang: 'en' });
    const merged = await service.merge({ customerId: memberId, sessionId: 'x', type: 'registered', email: null }, guestId, false);
    expect(merged.productItems.map((i) => [i.productId, i.quantity])).toEqual([
      [products[7], 4],
      [products[8], 2],
    ]);
    expect((await guest.json('GET', caCart('/api/cart'))).body.basket).toBeNull();
    // Without a basket and without createDestinationBasket there is nothing to merge into.
    await expect(service.merge({ customerId: 'nobody', sessionId: 'x', type: 'guest', email: null }, null, false)).rejects.toThrow('Basket not found');
  });
});
