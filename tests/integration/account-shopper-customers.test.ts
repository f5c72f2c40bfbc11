import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createRegisteredShopper, type RegisteredFixture } from './account-fixtures';
import { createGuestShopper, insertOrder, tokenOf } from './account-data-fixtures';
import { ORG, TestShopper, pickItems, setStock } from './cart-client';
import { registered } from './auth-client';
import { bearer, guestTokens, registeredTokens, send } from './slas-client';

const BASE = `/customer/shopper-customers/v1/organizations/${ORG}/customers`;
const SITE = '?siteId=axle-ca';

const HOME = {
  addressId: 'home',
  firstName: 'Anne',
  lastName: 'Roy',
  address1: '100 Queen St W',
  city: 'Toronto',
  countryCode: 'CA',
  stateCode: 'ON',
  postalCode: 'M5H 2N2',
};

/** A commerce API call with the shopper's token as a bearer credential (no cookie). */
async function call(who: RegisteredFixture | { shopper: TestShopper }, method: string, path: string, body?: unknown) {
  const client = new TestShopper();
  const res = await client.call(method, path, body, { authorization: `Bearer ${tokenOf(who.shopper)}` });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, res };
}

describe('Shopper Customers: getCustomer and updateCustomer', () => {
  it('returns the caller’s own customer by id and by "me"', async () => {
    const me = await createRegisteredShopper({ firstName: 'Anne', lastName: 'Roy' });
    for (const id of [me.customerId, 'me']) {
      const res = await call(me, 'GET', `${BASE}/${id}${SITE}`);
      expect(res.status).toBe(200);
      expect(res.res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.body).toMatchObject({ customerId: me.customerId, authType: 'registered', email: me.email, login: me.email, firstName: 'Anne', lastName: 'Roy', addresses: [] });
    }
  });

  it('updates names, preferred locale, c_vehicleDetails and c_selectedStore', async () => {
    const me = await createRegisteredShopper();
    const store = (await env.DB.prepare("SELECT id FROM stores WHERE country_code = 'CA' AND store_locator_enabled = 1 LIMIT 1").first<{ id: string }>())!.id;
    const res = await call(me, 'PATCH', `${BASE}/${me.customerId}${SITE}`, { firstName: 'Zoé', preferredLocale: 'fr-CA', c_vehicleDetails: '[]', c_selectedStore: store });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Zoé', preferredLocale: 'fr-CA', c_vehicleDetails: '[]', c_selectedStore: store });
    const bad = await call(me, 'PATCH', `${BASE}/me${SITE}`, { lastName: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Last Name must be at least 2 characters.');
  });

  it('checks the organization, the site and the credential', async () => {
    const me = await createRegisteredShopper();
    expect((await call(me, 'GET', `/customer/shopper-customers/v1/organizations/other/customers/me${SITE}`)).status).toBe(404);
    expect((await call(me, 'GET', `${BASE}/me`)).status).toBe(400);
    expect((await new TestShopper().call('GET', `${BASE}/me${SITE}`)).status).toBe(401);
    expect((await new TestShopper().call('GET', `${BASE}/me${SITE}`, undefined, { authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('refuses a guest: their session has no customer record to read', async () => {
    const guest = await createGuestShopper();
    expect((await call(guest, 'GET', `${BASE}/${guest.customerId}${SITE}`)).status).toBe(403);
    expect((await call(guest, 'PATCH', `${BASE}/me${SITE}`, { firstName: 'Anne' })).status).toBe(403);
  });
});

describe('Shopper Customers with SLAS access tokens', () => {
  it('reads and updates the signed-in customer through a registered token; a guest token is refused', async () => {
    const { email, password } = await registered();
    const tokens = await registeredTokens(email, password, 'axle-ca');
    const mine = await send(`${BASE}/me${SITE}`, bearer(tokens.access_token));
    expect(mine.status).toBe(200);
    const customer = (await mine.json()) as { customerId: string; email: string };
    expect(customer.email).toBe(email);
    expect((await send(`${BASE}/${customer.customerId}/addresses${SITE}`, bearer(tokens.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(HOME) }))).status).toBe(200);
    expect((await send(`${BASE}/r_someone_else${SITE}`, bearer(tokens.access_token))).status).toBe(403);
    const guest = await guestTokens('axle-ca');
    expect((await send(`${BASE}/me${SITE}`, bearer(guest.access_token))).status).toBe(403);
    expect((await send(`${BASE}/me/baskets${SITE}`, bearer(guest.access_token))).status).toBe(200);
  });
});

describe('Shopper Customers: addresses', () => {
  it('creates, reads, patches and removes an address by its name', async () => {
    const me = await createRegisteredShopper();
    const created = await call(me, 'POST', `${BASE}/${me.customerId}/addresses${SITE}`, HOME);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ ...HOME, preferred: false });
    expect((await call(me, 'POST', `${BASE}/me/addresses${SITE}`, HOME)).status).toBe(409);
    expect((await call(me, 'GET', `${BASE}/me/addresses${SITE}`)).body).toEqual([{ ...HOME, preferred: false }]);
    expect((await call(me, 'GET', `${BASE}/me/addresses/home${SITE}`)).body.city).toBe('Toronto');
    const patched = await call(me, 'PATCH', `${BASE}/me/addresses/home${SITE}`, { city: 'Montréal', stateCode: 'QC', postalCode: 'H2X 1Y4', preferred: true });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ city: 'Montréal', stateCode: 'QC', postalCode: 'H2X 1Y4', preferred: true });
    expect((await call(me, 'GET', `${BASE}/me${SITE}`)).body.addresses).toHaveLength(1);
    expect((await call(me, 'DELETE', `${BASE}/me/addresses/home${SITE}`)).status).toBe(204);
    expect((await call(me, 'GET', `${BASE}/me/addresses/home${SITE}`)).status).toBe(404);
    expect((await call(me, 'DELETE', `${BASE}/me/addresses/home${SITE}`)).status).toBe(404);
  });

  it('validates the merged address of a patch and a new address', async () => {
    const me = await createRegisteredShopper();
    await call(me, 'POST', `${BASE}/me/addresses${SITE}`, HOME);
    const wrongLetter = await call(me, 'PATCH', `${BASE}/me/addresses/home${SITE}`, { stateCode: 'BC' });
    expect(wrongLetter.status).toBe(400);
    expect(wrongLetter.body.fieldErrors).toEqual({ postalCode: 'postalProvince' });
    expect((await call(me, 'GET', `${BASE}/me/addresses/home${SITE}`)).body.stateCode).toBe('ON');
    expect((await call(me, 'POST', `${BASE}/me/addresses${SITE}`, { ...HOME, addressId: undefined })).status).toBe(400);
    expect((await call(me, 'POST', `${BASE}/me/addresses${SITE}`, { ...HOME, addressId: 'work', postalCode: 'V6B 1A1' })).status).toBe(400);
    expect((await call(me, 'PATCH', `${BASE}/me/addresses/nope${SITE}`, { city: 'X' })).status).toBe(404);
  });
});

describe('Shopper Customers: baskets and orders', () => {
  it('lists the caller’s basket with its total', async () => {
    const me = await createRegisteredShopper();
    expect((await call(me, 'GET', `${BASE}/me/baskets${SITE}`)).body).toEqual({ baskets: [], total: 0 });
    const [product] = await pickItems('CAD', 1, 300);
    await setStock(product!, 'online-ca', 5);
    const added = await me.shopper.json('POST', '/api/cart/items?site=axle-ca', { shipmentType: 'delivery', storeId: null, vehicle: null, lines: [{ productId: product, quantity: 1 }] });
    expect(added.status).toBe(200);
    const res = await call(me, 'GET', `${BASE}/${me.customerId}/baskets${SITE}`);
    expect(res.body.total).toBe(1);
    expect(res.body.baskets[0].productItems[0].productId).toBe(product);
  });

  it('lets a guest list their own baskets only', async () => {
    const guest = await createGuestShopper();
    expect((await call(guest, 'GET', `${BASE}/${guest.customerId}/baskets${SITE}`)).body).toEqual({ baskets: [], total: 0 });
  });

  it('pages the caller’s orders as a CustomerOrderResult', async () => {
    const me = await createRegisteredShopper();
    const first = await insertOrder({ customerId: me.customerId, siteId: 'axle-ca', createdAt: 1_000 });
    const second = await insertOrder({ customerId: me.customerId, siteId: 'axle-ca', createdAt: 2_000 });
    const res = await call(me, 'GET', `${BASE}/me/orders?siteId=axle-ca&limit=1&offset=1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: 1, offset: 1, total: 2 });
    expect(res.body.data.map((o: { orderNo: string }) => o.orderNo)).toEqual([first]);
    expect((await call(me, 'GET', `${BASE}/me/orders${SITE}`)).body.data[0].orderNo).toBe(second);
    expect((await call(me, 'GET', `${BASE}/me/orders?siteId=axle-ca&limit=0`)).status).toBe(400);
  });
});

describe('Shopper Customers: another shopper’s id', () => {
  it('answers 403 with the same body on every path, whether or not the customer exists', async () => {
    const owner = await createRegisteredShopper();
    const intruder = await createRegisteredShopper();
    await call(owner, 'POST', `${BASE}/me/addresses${SITE}`, HOME);
    const attempts: [string, string, unknown?][] = [
      ['GET', ''],
      ['PATCH', '', { firstName: 'Hacked' }],
      ['GET', '/addresses'],
      ['POST', '/addresses', { ...HOME, addressId: 'x' }],
      ['GET', '/addresses/home'],
      ['PATCH', '/addresses/home', { city: 'Hacked' }],
      ['DELETE', '/addresses/home'],
      ['GET', '/baskets'],
      ['GET', '/orders'],
    ];
    for (const [method, suffix, body] of attempts) {
      const theirs = await call(intruder, method, `${BASE}/${owner.customerId}${suffix}${SITE}`, body);
      const nobody = await call(intruder, method, `${BASE}/r_nobody${suffix}${SITE}`, body);
      expect([method, suffix, theirs.status]).toEqual([method, suffix, 403]);
      expect(nobody.status).toBe(403);
      expect(theirs.body).toEqual(nobody.body);
    }
    const kept = await call(owner, 'GET', `${BASE}/me${SITE}`);
    expect(kept.body.firstName).toBe('Fixture');
    expect(kept.body.addresses).toEqual([{ ...HOME, preferred: false }]);
  });
});
