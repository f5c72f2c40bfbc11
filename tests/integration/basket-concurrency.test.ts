import { describe, expect, it } from 'vitest';
import { BASKETS, TestShopper, pickItems, setStock } from './cart-client';

const US = '?siteId=axle-us';

describe('basket concurrency (real D1)', () => {
  it('50 shoppers race for the last 5 units: each is held to the add rule on its own basket', async () => {
    const [product] = await pickItems('USD', 1, 40);
    await setStock(product!, 'online-us', 5);
    const shoppers = Array.from({ length: 50 }, () => new TestShopper());
    // Half ask for what is left, half for one more than is left.
    const results = await Promise.all(
      shoppers.map((s, i) => s.json('POST', '/api/cart/items', { lines: [{ productId: product, quantity: i % 2 ? 6 : 5 }], shipmentType: 'delivery', storeId: null, vehicle: null })),
    );
    results.forEach((r, i) => {
      if (i % 2) {
        expect(r.status).toBe(400);
        expect(r.body.message).toBe('quantity exceeds available stock');
      } else expect(r.status).toBe(200);
    });
    for (const [i, s] of shoppers.entries()) {
      const { body } = await s.json('GET', '/api/cart');
      expect(body.basket?.c_totalItems ?? 0).toBe(i % 2 ? 0 : 5);
    }
  });

  it('one shopper racing 12 single-unit adds against 5 units ends with exactly 5, the rest refused', async () => {
    const [product] = await pickItems('USD', 1, 41);
    await setStock(product!, 'online-us', 5);
    const shopper = new TestShopper();
    await shopper.json('POST', `${BASKETS}${US}`, {});
    const { body: basket } = await shopper.json('GET', '/api/cart');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => shopper.json('POST', `${BASKETS}/${basket.basket.basketId}/items${US}`, [{ productId: product, quantity: 1 }])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.message === 'quantity exceeds available stock')).toBe(true);
    expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
    const { body } = await shopper.json('GET', '/api/cart');
    expect(body.basket.productItems.map((i: { quantity: number }) => i.quantity)).toEqual([5]);
  });

  it('concurrent quantity updates and adds on one basket lose no line', async () => {
    const products = await pickItems('USD', 16, 50);
    for (const id of products) await setStock(id, 'online-us', 50);
    const shopper = new TestShopper();
    const first = await shopper.json('POST', '/api/cart/items', { lines: products.slice(0, 8).map((productId) => ({ productId, quantity: 1 })), shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(first.status).toBe(200);
    const lines = first.body.basket.productItems as { itemId: string; productId: string }[];
    const updates = lines.map((line, i) => shopper.json('PATCH', `/api/cart/items/${line.itemId}`, { quantity: i + 2 }));
    const adds = products.slice(8).map((productId) => shopper.json('POST', '/api/cart/items', { lines: [{ productId, quantity: 3 }], shipmentType: 'delivery', storeId: null, vehicle: null }));
    const results = await Promise.all([...updates, ...adds]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const { body } = await shopper.json('GET', '/api/cart');
    const quantities = new Map(body.basket.productItems.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]));
    expect(quantities.size).toBe(16);
    lines.forEach((line, i) => expect(quantities.get(line.productId)).toBe(i + 2));
    products.slice(8).forEach((id) => expect(quantities.get(id)).toBe(3));
    expect(body.basket.c_totalItems).toBe([2, 3, 4, 5, 6, 7, 8, 9].reduce((a, b) => a + b, 0) + 8 * 3);
  });
});
