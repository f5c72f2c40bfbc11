import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type * as Sdk from 'commerce-sdk-isomorphic';

/**
 * Sign-in through the official client (commerce-sdk-isomorphic's helpers) against the running
 * store: SLAS guest and registered logins, refresh, logout, then Shopper Baskets with the tokens.
 * If the client's requests or its reading of our redirects and token responses disagree with the
 * SLAS service, this fails. No browser needed: desktop project only.
 */
const require = createRequire(import.meta.url);
const { helpers, ShopperBaskets, ShopperCustomers, ShopperLogin, ShopperSearch } = require('commerce-sdk-isomorphic') as typeof Sdk;

const ORGANIZATION_ID = 'f_ecom_axle';
const PASSWORD = 'Sturdy#Pass1';

function clientConfig(origin: string, headers: Record<string, string> = {}) {
  return {
    proxy: origin,
    // Each run looks like its own client address, so the per-IP sign-in limits never carry over runs.
    headers: { 'cf-connecting-ip': `e2e-${crypto.randomUUID()}`, ...headers },
    parameters: { clientId: 'axle-e2e-client', organizationId: ORGANIZATION_ID, shortCode: 'local', siteId: 'axle-us' },
    throwOnBadResponse: true,
  };
}

test.describe('SLAS sign-in through commerce-sdk-isomorphic @desktop', () => {
  test('guest and registered logins, baskets with their tokens, refresh and logout', async ({ baseURL }) => {
    const origin = baseURL!;
    const redirectURI = `${origin}/callback`;
    const slasClient = new ShopperLogin(clientConfig(origin));

    const guest = await helpers.loginGuestUser({ slasClient, parameters: { redirectURI } });
    expect(guest.token_type).toBe('BEARER');
    expect(guest.expires_in).toBe(1800);
    expect(guest.customer_id).toMatch(/^g_/);
    expect(guest.usid).toBeTruthy();
    expect(guest.refresh_token).toBeTruthy();

    // Register with the guest's token, then sign in as the new customer.
    const email = `sdk.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const customers = new ShopperCustomers(clientConfig(origin, { authorization: `Bearer ${guest.access_token}` }));
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
    const hits = (await new ShopperSearch(clientConfig(origin)).productSearch({ parameters: { q: 'oil filter', limit: 10 } })).hits ?? [];
    const productId = hits.find((hit) => hit.productType?.item || hit.productType?.variant)?.productId ?? hits[0]!.productId;
    const memberBaskets = new ShopperBaskets(clientConfig(origin, { authorization: `Bearer ${member.access_token}` }));
    const basket = await memberBaskets.createBasket({ body: { currency: 'USD' } });
    const added = await memberBaskets.addItemToBasket({ parameters: { basketId: basket.basketId! }, body: [{ productId, quantity: 1 }] });
    expect(added.productItems?.map((line) => line.productId)).toEqual([productId]);

    // The guest's token cannot reach the customer's basket.
    const guestBaskets = new ShopperBaskets(clientConfig(origin, { authorization: `Bearer ${guest.access_token}` }));
    await expect(guestBaskets.getBasket({ parameters: { basketId: basket.basketId! } })).rejects.toMatchObject({ response: { status: 404 } });

    // Refresh rotates; the new access token still reaches the basket.
    const refreshed = await helpers.refreshAccessToken({ slasClient, parameters: { refreshToken: member.refresh_token } });
    expect(refreshed.refresh_token).not.toBe(member.refresh_token);
    expect(refreshed.customer_id).toBe(member.customer_id);
    const again = new ShopperBaskets(clientConfig(origin, { authorization: `Bearer ${refreshed.access_token}` }));
    expect((await again.getBasket({ parameters: { basketId: basket.basketId! } })).productItems).toHaveLength(1);

    // Replaying the spent refresh token ends the whole family.
    await expect(helpers.refreshAccessToken({ slasClient, parameters: { refreshToken: member.refresh_token } })).rejects.toMatchObject({ response: { status: 400 } });
    await expect(again.getBasket({ parameters: { basketId: basket.basketId! } })).rejects.toMatchObject({ response: { status: 401 } });

    // Logout ends a live family too.
    const second = await helpers.loginRegisteredUserB2C({ slasClient, credentials: { username: email, password: PASSWORD }, parameters: { redirectURI } });
    await helpers.logout({ slasClient, parameters: { accessToken: second.access_token, refreshToken: second.refresh_token } });
    const after = new ShopperBaskets(clientConfig(origin, { authorization: `Bearer ${second.access_token}` }));
    await expect(after.getBasket({ parameters: { basketId: basket.basketId! } })).rejects.toMatchObject({ response: { status: 401 } });
  });
});
