import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type * as Sdk from 'commerce-sdk-isomorphic';

/**
 * Our Shopper API paths, driven through the official client (DESIGN §6) against the running
 * store: if its requests or its reading of our answers disagree with our engine, this fails.
 * No browser is needed, so it runs once (desktop project).
 */
const require = createRequire(import.meta.url);
const { ShopperBaskets, ShopperProducts, ShopperSearch, ShopperStores } = require('commerce-sdk-isomorphic') as typeof Sdk;

const ORGANIZATION_ID = 'f_ecom_axle';

function clientConfig(origin: string, siteId: string, headers: Record<string, string> = {}) {
  return {
    proxy: origin,
    parameters: { clientId: 'axle-api-compat', organizationId: ORGANIZATION_ID, shortCode: 'local', siteId },
    headers,
    throwOnBadResponse: true,
  };
}

test.describe('Shopper APIs through commerce-sdk-isomorphic @desktop', () => {
  test('search finds parts, products read back one by one and in a batch, suggestions answer', async ({ baseURL }) => {
    const config = clientConfig(baseURL!, 'axle-us');
    const search = new ShopperSearch(config);
    const found = await search.productSearch({ parameters: { q: 'brake pads', limit: 5 } });
    expect(found.total).toBeGreaterThan(0);
    const ids = (found.hits ?? []).map((hit) => hit.productId);
    expect(ids.length).toBeGreaterThanOrEqual(2);

    const products = new ShopperProducts(config);
    const product = await products.getProduct({ parameters: { id: ids[0]! } });
    expect(product.id).toBe(ids[0]);
    expect(product.name).toBeTruthy();
    expect(product.currency).toBe('USD');
    expect(typeof product.price).toBe('number');

    const batch = await products.getProducts({ parameters: { ids: ids.slice(0, 2) } });
    expect(batch.data.map((p) => p.id).sort()).toEqual(ids.slice(0, 2).sort());

    const suggestions = await search.getSearchSuggestions({ parameters: { q: 'brak' } });
    expect(suggestions.searchPhrase).toBe('brak');

    await expect(products.getProduct({ parameters: { id: 'NO-SUCH-PART' } })).rejects.toMatchObject({ response: { status: 404 } });
  });

  test('store search by postal code lists the nearest Canadian stores, and stores read back by id', async ({ baseURL }) => {
    const stores = new ShopperStores(clientConfig(baseURL!, 'axle-ca'));
    const result = await stores.searchStores({ parameters: { postalCode: 'M5J2X1', countryCode: 'CA', distanceUnit: 'km', maxDistance: 120, limit: 3 } });
    const list = result.data ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(3);
    const distances = list.map((store) => store.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(list.every((store) => store.countryCode === 'CA')).toBe(true);

    const byId = await stores.getStores({ parameters: { ids: list[0]!.id } });
    expect(byId.data?.[0]?.id).toBe(list[0]!.id);
  });

  test('a guest basket is created, filled, changed, emptied and read back', async ({ baseURL }) => {
    const origin = baseURL!;
    const hits = (await new ShopperSearch(clientConfig(origin, 'axle-us')).productSearch({ parameters: { q: 'oil filter', limit: 10 } })).hits ?? [];
    const productId = hits.find((hit) => hit.productType?.item || hit.productType?.variant)?.productId ?? hits[0]!.productId;

    const anonymous = new ShopperBaskets(clientConfig(origin, 'axle-us'));
    const created = (await anonymous.createBasket({ body: { currency: 'USD' } }, true)) as Response;
    expect(created.status).toBeLessThan(300);
    const basketId = ((await created.json()) as { basketId: string }).basketId;
    const token = /__Host-axle_sid=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1];
    expect(token, 'the basket belongs to a new guest session').toBeTruthy();

    const baskets = new ShopperBaskets(clientConfig(origin, 'axle-us', { authorization: `Bearer ${token}` }));
    const added = await baskets.addItemToBasket({ parameters: { basketId }, body: [{ productId, quantity: 1 }] });
    const item = added.productItems?.find((line) => line.productId === productId);
    expect(item?.quantity).toBe(1);

    const updated = await baskets.updateItemInBasket({ parameters: { basketId, itemId: item!.itemId! }, body: { productId, quantity: 2 } });
    expect(updated.productItems?.find((line) => line.itemId === item!.itemId)?.quantity).toBe(2);
    expect(updated.productSubTotal).toBeGreaterThan(0);

    const read = await baskets.getBasket({ parameters: { basketId } });
    expect(read.basketId).toBe(basketId);
    expect(read.productItems).toHaveLength(1);

    const emptied = await baskets.removeItemFromBasket({ parameters: { basketId, itemId: item!.itemId! } });
    expect(emptied.productItems ?? []).toHaveLength(0);

    // Another shopper (no credentials) cannot read this basket.
    await expect(anonymous.getBasket({ parameters: { basketId } })).rejects.toMatchObject({ response: { status: expect.any(Number) } });
  });
});
