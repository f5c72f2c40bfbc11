import { describe, expect, it } from 'vitest';
import { clientConfig as sdkConfig, PWA_KIT_REDIRECT, sdk } from './scapi-sdk';

/**
 * Our Shopper API paths driven through the official client (DESIGN §6), in workerd with the real
 * D1 and KV: search, products, suggestions, stores and a guest basket; then SLAS guest and
 * registered logins, baskets with their tokens, refresh and logout. If the client's requests or its
 * reading of our answers (redirects, token responses, shapes) disagree with our engine, this fails.
 */
const { helpers, ShopperBaskets, ShopperCustomers, ShopperLogin, ShopperProducts, ShopperSearch, ShopperStores } = sdk;
const PASSWORD = 'Sturdy#Pass1';
const redirectURI = PWA_KIT_REDIRECT;

/** A client config for a site, with a bearer token when given (each config calls from its own client IP). */
function clientConfig(siteId = 'axle-us', headers: { authorization?: string } = {}) {
  return sdkConfig({ siteId, ...(headers.authorization ? { token: headers.authorization.replace(/^Bearer /, '') } : {}) });
}

describe('Shopper APIs through commerce-sdk-isomorphic', () => {
  it('search finds parts, products read back one by one and in a batch, suggestions answer', async () => {
    const config = clientConfig('axle-us');
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

  it('store search by postal code lists the nearest Canadian stores, and stores read back by id', async () => {
    const stores = new ShopperStores(clientConfig('axle-ca'));
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

  it('a guest basket is created, filled, changed, emptied and read back', async () => {
    const hits = (await new ShopperSearch(clientConfig('axle-us')).productSearch({ parameters: { q: 'oil filter', limit: 10 } })).hits ?? [];
    const productId = hits.find((hit) => hit.productType?.item || hit.productType?.variant)?.productId ?? hits[0]!.productId;

    const anonymous = new ShopperBaskets(clientConfig('axle-us'));
    const created = (await anonymous.createBasket({ body: { currency: 'USD' } }, true)) as Response;
    expect(created.status).toBeLessThan(300);
    const basketId = ((await created.json()) as { basketId: string }).basketId;
    const token = /__Host-axle_sid=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1];
    expect(token, 'the basket belongs to a new guest session').toBeTruthy();

    const baskets = new ShopperBaskets(clientConfig('axle-us', { authorization: `Bearer ${token}` }));
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

  it('guest and registered logins, baskets with their tokens, refresh and logout', async () => {
    const slasClient = new ShopperLogin(clientConfig('axle-us'));

    const guest = await helpers.loginGuestUser({ slasClient, parameters: { redirectURI } });
    expect(guest.token_type).toBe('BEARER');
    expect(guest.expires_in).toBe(1800);
    expect(guest.customer_id).toMatch(/^g_/);
    expect(guest.usid).toBeTruthy();
    expect(guest.refresh_token).toBeTruthy();

    // Register with the guest's token, then sign in as the new customer.
    const email = `sdk.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const customers = new ShopperCustomers(clientConfig('axle-us', { authorization: `Bearer ${guest.access_token}` }));
    const registered = await customers.registerCustomer({ body: { customer: { login: email, email, firstName: 'Grace', lastName: 'Hopper' }, password: PASSWORD } });
    // A Customer made of the registration (the same for a taken login: decision 268).
    expect(registered).toEqual({ authType: 'registered', login: email, email, firstName: 'Grace', lastName: 'Hopper' });

    const member = await helpers.loginRegisteredUserB2C({ slasClient, credentials: { username: email, password: PASSWORD }, parameters: { redirectURI } });
    expect(member.customer_id).toMatch(/^r_/);
    expect(member.refresh_token_expires_in).toBe(90 * 24 * 3600);

    await expect(helpers.loginRegisteredUserB2C({ slasClient, credentials: { username: email, password: 'Wrong#Pass9' }, parameters: { redirectURI } })).rejects.toMatchObject({
      response: { status: 401 },
    });

    // The registered token fills its own basket.
    const hits = (await new ShopperSearch(clientConfig('axle-us')).productSearch({ parameters: { q: 'oil filter', limit: 10 } })).hits ?? [];
    const productId = hits.find((hit) => hit.productType?.item || hit.productType?.variant)?.productId ?? hits[0]!.productId;
    const memberBaskets = new ShopperBaskets(clientConfig('axle-us', { authorization: `Bearer ${member.access_token}` }));
    const basket = await memberBaskets.createBasket({ body: { currency: 'USD' } });
    const added = await memberBaskets.addItemToBasket({ parameters: { basketId: basket.basketId! }, body: [{ productId, quantity: 1 }] });
    expect(added.productItems?.map((line) => line.productId)).toEqual([productId]);

    // The guest's token cannot reach the customer's basket.
    const guestBaskets = new ShopperBaskets(clientConfig('axle-us', { authorization: `Bearer ${guest.access_token}` }));
    await expect(guestBaskets.getBasket({ parameters: { basketId: basket.basketId! } })).rejects.toMatchObject({ response: { status: 404 } });

    // Refresh rotates; the new access token still reaches the basket.
    const refreshed = await helpers.refreshAccessToken({ slasClient, parameters: { refreshToken: member.refresh_token } });
    expect(refreshed.refresh_token).not.toBe(member.refresh_token);
    expect(refreshed.customer_id).toBe(member.customer_id);
    const again = new ShopperBaskets(clientConfig('axle-us', { authorization: `Bearer ${refreshed.access_token}` }));
    expect((await again.getBasket({ parameters: { basketId: basket.basketId! } })).productItems).toHaveLength(1);

    // Replaying the spent refresh token ends the whole family.
    await expect(helpers.refreshAccessToken({ slasClient, parameters: { refreshToken: member.refresh_token } })).rejects.toMatchObject({ response: { status: 400 } });
    await expect(again.getBasket({ parameters: { basketId: basket.basketId! } })).rejects.toMatchObject({ response: { status: 401 } });

    // Logout ends a live family too.
    const second = await helpers.loginRegisteredUserB2C({ slasClient, credentials: { username: email, password: PASSWORD }, parameters: { redirectURI } });
    await helpers.logout({ slasClient, parameters: { accessToken: second.access_token, refreshToken: second.refresh_token } });
    const after = new ShopperBaskets(clientConfig('axle-us', { authorization: `Bearer ${second.access_token}` }));
    await expect(after.getBasket({ parameters: { basketId: basket.basketId! } })).rejects.toMatchObject({ response: { status: 401 } });
  });
});
