import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { DeliveryOptions, ProductData } from '../../shared/types/stock';
import { get } from './http';

const SHIPPING = '/custom/custom-shipping/v1/organizations/f_ecom_axle/delivery-options';
const PRODUCTS_DATA = '/custom/products-data/v1/organizations/f_ecom_axle/products-data';

async function ats(productId: string, location: string): Promise<number> {
  const row = await env.DB.prepare('SELECT ats FROM inventory WHERE product_id = ?1 AND location_id = ?2').bind(productId, location).first<{ ats: number }>();
  return row?.ats ?? 0;
}

async function itemStockedAt(location: string): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.id FROM products p JOIN inventory i ON i.product_id = p.id
      WHERE p.type = 'item' AND i.location_id = ?1 AND i.ats > 0 ORDER BY p.id LIMIT 1`,
  )
    .bind(location)
    .first<{ id: string }>();
  return row!.id;
}

async function itemNotAt(location: string): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.id FROM products p WHERE p.type = 'item'
        AND NOT EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = p.id AND i.location_id = ?1 AND i.ats > 0)
      ORDER BY p.id LIMIT 1`,
  )
    .bind(location)
    .first<{ id: string }>();
  return row!.id;
}

async function json<T>(path: string): Promise<T> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function expect4xx(path: string, status: number, message: string): Promise<void> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  expect(await res.json()).toEqual({ status, message });
}

describe('GET …/delivery-options', () => {
  it('answers delivery from the online list and pickup from the store list', async () => {
    const id = await itemStockedAt('inv-store-101');
    const body = await json<DeliveryOptions>(`${SHIPPING}?siteId=axle-ca&c_productId=${id}&c_storeId=101&c_storeIds=102,103`);
    expect(body.productId).toBe(id);
    expect(body.delivery).toMatchObject({
      availableStock: await ats(id, 'online-ca'),
      inventoryListID: 'online-ca',
      shippingMethod: { method: 'standard', estimatedTime: '3-7 business days' }, // STANDARD_ESTIMATE_DAYS (decision 246)
    });
    expect(body.pickup).toMatchObject({ storeId: '101', availableStock: await ats(id, 'inv-store-101'), inventoryListID: 'inv-store-101', shippingApiStoreId: 'SHIP-CA-101' });
    expect(body.pickup!.store).toMatchObject({ id: '101', name: expect.stringContaining('Toronto') });
    expect(body.storeStockList).toEqual([
      { storeId: '101', availableStock: await ats(id, 'inv-store-101'), inventoryListID: 'inv-store-101' },
      { storeId: '102', availableStock: await ats(id, 'inv-store-102'), inventoryListID: 'inv-store-102' },
      { storeId: '103', availableStock: await ats(id, 'inv-store-103'), inventoryListID: 'inv-store-103' },
    ]);
    expect(body.leastAvailableProduct).toEqual({ productId: id, availableStock: await ats(id, 'inv-store-101') });
  });

  it('pickup is unavailable at a store without the product', async () => {
    const id = await itemNotAt('inv-store-102');
    const body = await json<DeliveryOptions>(`${SHIPPING}?siteId=axle-ca&c_productId=${id}&c_storeId=102`);
    expect(body.pickup).toMatchObject({ available: false, availableStock: 0 });
  });

  it('offers no pickup on the US site', async () => {
    const id = await itemStockedAt('online-us');
    const body = await json<DeliveryOptions>(`${SHIPPING}?siteId=axle-us&c_productId=${id}&c_storeId=201`);
    expect(body.pickup).toBeNull();
    expect(body.delivery).toMatchObject({ inventoryListID: 'online-us', availableStock: await ats(id, 'online-us'), available: true });
  });

  it('a set is as available as its least-available member', async () => {
    const set = await env.DB.prepare("SELECT p.id FROM products p WHERE p.type = 'set' AND EXISTS (SELECT 1 FROM product_children c WHERE c.parent_id = p.id) LIMIT 1").first<{ id: string }>();
    expect(set, 'the seed has a set').not.toBeNull();
    const { results: members } = await env.DB.prepare('SELECT child_id, quantity FROM product_children WHERE parent_id = ?1').bind(set!.id).all<{ child_id: string; quantity: number }>();
    const online = await Promise.all(members.map(async (m) => Math.floor((await ats(m.child_id, 'online-ca')) / Math.max(1, m.quantity))));
    const store = await Promise.all(members.map(async (m) => ({ productId: m.child_id, availableStock: await ats(m.child_id, 'inv-store-101') })));
    const body = await json<DeliveryOptions>(`${SHIPPING}?siteId=axle-ca&c_productId=${set!.id}&c_storeId=101`);
    expect(body.delivery.availableStock).toBe(Math.min(...online));
    expect(body.leastAvailableProduct.availableStock).toBe(Math.min(...store.map((s) => s.availableStock)));
    expect(members.map((m) => m.child_id)).toContain(body.leastAvailableProduct.productId);
  });

  it.each([
    [`siteId=axle-ca&c_storeId=101`, 400, 'c_productId is required'],
    [`siteId=axle-ca&c_productId=X1`, 400, 'c_storeId is required'],
    [`siteId=axle-ca&c_productId=a%27b&c_storeId=101`, 400, "Invalid c_productId: a'b"],
    [`siteId=axle-ca&c_productId=NOPE-1&c_storeId=101`, 404, 'Product not found: NOPE-1'],
    [`siteId=axle-ca&c_productId=NOPE-1&c_storeId=101&c_customerId=%3Cx%3E`, 400, 'Invalid c_customerId'],
    [`c_productId=NOPE-1&c_storeId=101`, 400, 'siteId is required'],
  ])('%s → %i', async (query, status, message) => {
    await expect4xx(`${SHIPPING}?${query}`, status, message);
  });

  it('a store of the other country or an unknown store → 400', async () => {
    const id = await itemStockedAt('online-ca');
    await expect4xx(`${SHIPPING}?siteId=axle-ca&c_productId=${id}&c_storeId=201`, 400, 'Unknown store: 201');
    await expect4xx(`${SHIPPING}?siteId=axle-ca&c_productId=${id}&c_storeId=999`, 400, 'Unknown store: 999');
  });
});

describe('GET …/products-data', () => {
  it('answers online stock and store stock per product, unknown ids left out', async () => {
    const a = await itemStockedAt('inv-store-101');
    const b = await itemNotAt('inv-store-101');
    const body = await json<{ total: number; data: ProductData[] }>(`${PRODUCTS_DATA}?siteId=axle-ca&c_productIds=${a},NOPE,${b}&c_storeId=101&c_storeIds=102`);
    expect(body.total).toBe(2);
    expect(body.data.map((d) => d.productId)).toEqual([a, b]);
    expect(body.data[0]).toMatchObject({ type: 'item', inventory: { id: 'online-ca', ats: await ats(a, 'online-ca') } });
    expect(body.data[0]!.storeStockList.map((s) => s.storeId)).toEqual(['101', '102']);
    expect(body.data[0]!.leastAvailableProduct).toEqual({ productId: a, availableStock: await ats(a, 'inv-store-101') });
    expect(body.data[1]!.storeStockList[0]!.availableStock).toBe(0);
  });

  it.each([
    ['siteId=axle-ca&c_storeId=101', 'c_productIds is required'],
    ['siteId=axle-ca&c_productIds=A1', 'c_storeId is required'],
    [`siteId=axle-ca&c_storeId=101&c_productIds=${Array.from({ length: 51 }, (_, i) => `P${i}`).join(',')}`, 'c_productIds accepts at most 50 ids'],
    ['siteId=axle-ca&c_storeId=101&c_productIds=A1&c_storeIds=x%20y', 'Invalid c_storeIds: x y'],
    ['siteId=axle-ca&c_storeId=nope&c_productIds=A1', 'Unknown store: nope'],
  ])('%s → 400', async (query, message) => {
    await expect4xx(`${PRODUCTS_DATA}?${query}`, 400, message);
  });
});

describe('GET /api/stock (the product page stock section)', () => {
  it('uses the asked store, else falls back to the default store', async () => {
    const id = await itemStockedAt('inv-store-102');
    const asked = await json<DeliveryOptions>(`/api/stock?site=axle-ca&locale=en-CA&productId=${id}&storeId=102`);
    expect(asked.pickup).toMatchObject({ storeId: '102', availableStock: await ats(id, 'inv-store-102') });
    const fallback = await json<DeliveryOptions>(`/api/stock?site=axle-ca&locale=en-CA&productId=${id}&storeId=gone`);
    expect(fallback.pickup!.storeId).toBe('101');
    const us = await json<DeliveryOptions>(`/api/stock?site=axle-us&productId=${id}`);
    expect(us.pickup).toBeNull();
  });

  it('adds each store\'s stock to a store search for a product', async () => {
    const id = await itemStockedAt('inv-store-101');
    const body = await json<{ data: { id: string; availableStock: number }[] }>(`/api/stores/search?site=axle-ca&postalCode=M5J2X1&productId=${id}`);
    expect(body.data[0]).toMatchObject({ id: '101', availableStock: await ats(id, 'inv-store-101') });
  });

  it('missing product → 400', async () => {
    await expect4xx('/api/stock?site=axle-ca', 400, 'productId is required');
  });
});
