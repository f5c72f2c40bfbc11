import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestShopper, pickItems, setStock } from './cart-client';

/** The pickup shipment follows the selected store (document 1 §4, document 2 §4; decision 140). */
let a: string;
let b: string;
let first: { id: string; inventory_list_id: string };
let second: { id: string; inventory_list_id: string };

const ca = (path: string) => `${path}?site=axle-ca`;

beforeAll(async () => {
  [a, b] = (await pickItems('CAD', 2, 160)) as [string, string];
  for (const id of [a!, b!]) await setStock(id, 'online-ca', 10);
  const { results } = await env.DB.prepare("SELECT id, inventory_list_id FROM stores WHERE country_code = 'CA' ORDER BY id LIMIT 2").all<{ id: string; inventory_list_id: string }>();
  [first, second] = results as [typeof first, typeof second];
  await setStock(a!, first.inventory_list_id, 5);
  await setStock(a!, second.inventory_list_id, 2);
});

describe('PUT /api/cart/pickup-store', () => {
  it('answers a null basket and creates no session for a shopper without a basket', async () => {
    const shopper = new TestShopper();
    const res = await shopper.json('PUT', ca('/api/cart/pickup-store'), { storeId: first.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ basket: null });
    expect(shopper.cookie).toBeNull();
    expect(res.res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('moves the pickup shipment and its lines to the new store, and refuses a store short of stock', async () => {
    const shopper = new TestShopper();
    const add = (productId: string, quantity: number, shipmentType: 'delivery' | 'pickup') =>
      shopper.json('POST', ca('/api/cart/items'), { lines: [{ productId, quantity }], shipmentType, storeId: shipmentType === 'pickup' ? first.id : null, vehicle: null });
    expect((await add(a, 2, 'pickup')).status).toBe(200);
    expect((await add(b, 1, 'delivery')).status).toBe(200);

    const moved = await shopper.json('PUT', ca('/api/cart/pickup-store'), { storeId: second.id });
    expect(moved.status).toBe(200);
    const pickup = moved.body.basket.shipments.find((s: any) => s.c_shipmentType === 'pickup');
    expect(pickup.c_fromStoreId).toBe(second.id);
    const line = moved.body.basket.productItems.find((i: any) => i.productId === a);
    expect(line).toMatchObject({ c_shipmentType: 'pickup', c_fromStoreId: second.id, quantity: 2, c_storeStock: 2, c_availableStock: 2 });
    // The delivery line stays as it was.
    expect(moved.body.basket.productItems.find((i: any) => i.productId === b)).toMatchObject({ c_shipmentType: 'delivery', c_fromStoreId: null });

    // Back to the first store, then up to 4: the second store (2) cannot hold 4, so the change is refused.
    await shopper.json('PUT', ca('/api/cart/pickup-store'), { storeId: first.id });
    const four = await shopper.json('PATCH', ca(`/api/cart/items/${line.itemId}`), { quantity: 4 });
    expect(four.status).toBe(200);
    const refused = await shopper.json('PUT', ca('/api/cart/pickup-store'), { storeId: second.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('quantity exceeds available stock');
    const after = await shopper.json('GET', ca('/api/cart'));
    expect(after.body.basket.shipments.find((s: any) => s.c_shipmentType === 'pickup').c_fromStoreId).toBe(first.id);
    expect(after.body.basket.productItems.find((i: any) => i.productId === a)).toMatchObject({ quantity: 4, c_fromStoreId: first.id });
  });

  it('rejects a bad or unknown store id with a 400 and changes nothing', async () => {
    const shopper = new TestShopper();
    await shopper.json('POST', ca('/api/cart/items'), { lines: [{ productId: a, quantity: 1 }], shipmentType: 'pickup', storeId: first.id, vehicle: null });
    expect((await shopper.json('PUT', ca('/api/cart/pickup-store'), { storeId: 'no such store!' })).status).toBe(400);
    expect((await shopper.json('PUT', ca('/api/cart/pickup-store'), { storeId: 'no-such-store' })).status).toBe(400);
    expect((await shopper.json('PUT', ca('/api/cart/pickup-store'), {})).status).toBe(400);
    const after = await shopper.json('GET', ca('/api/cart'));
    expect(after.body.basket.shipments.find((s: any) => s.c_shipmentType === 'pickup').c_fromStoreId).toBe(first.id);
  });

  it('holds a product page pickup add to the lower of store and online stock', async () => {
    const shopper = new TestShopper();
    const [c] = (await pickItems('CAD', 1, 170)) as [string];
    await setStock(c, 'online-ca', 2);
    await setStock(c, first.inventory_list_id, 6);
    const add = (quantity: number) => shopper.json('POST', ca('/api/cart/items'), { lines: [{ productId: c, quantity }], shipmentType: 'pickup', storeId: first.id, vehicle: null });
    const over = await add(3);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('quantity exceeds available stock');
    const ok = await add(2);
    expect(ok.status).toBe(200);
    expect(ok.body.basket.shipments.find((s: any) => s.c_shipmentType === 'pickup').c_fromStoreId).toBe(first.id);
    expect(ok.body.basket.productItems.find((i: any) => i.productId === c)).toMatchObject({ quantity: 2, c_shipmentType: 'pickup', c_fromStoreId: first.id, c_storeStock: 6, c_availableStock: 2 });
  });
});
