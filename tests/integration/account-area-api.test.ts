import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CustomerAddress, CustomerProfile, OrderSummary } from '../../shared/account/account-api';
import { createRegisteredShopper } from './account-fixtures';
import { createGuestShopper, insertOrder } from './account-data-fixtures';
import { TestShopper } from './cart-client';

const CA = '?site=axle-ca';
const US = '?site=axle-us';

const TORONTO = {
  firstName: 'Anne',
  lastName: 'Roy',
  address1: '100 Queen St W',
  address2: null,
  city: 'Toronto',
  countryCode: 'CA',
  stateCode: 'ON',
  postalCode: 'm5h 2n2',
  phone: '416 555 0100',
  preferred: false,
};
const NEW_YORK = { ...TORONTO, city: 'New York', countryCode: 'US', stateCode: 'NY', postalCode: '10001', address1: '350 5th Ave' };

async function caStore(): Promise<string> {
  return (await env.DB.prepare("SELECT id FROM stores WHERE country_code = 'CA' AND store_locator_enabled = 1 ORDER BY id LIMIT 1").first<{ id: string }>())!.id;
}

async function addressCount(customerId: string): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_id = ?1').bind(customerId).first<{ n: number }>())!.n;
}

describe('/api/account/* for guests', () => {
  it.each([
    ['GET', '/api/account/profile', undefined],
    ['PATCH', '/api/account/profile', { firstName: 'Anne' }],
    ['GET', '/api/account/addresses', undefined],
    ['POST', '/api/account/addresses', TORONTO],
    ['PUT', '/api/account/addresses/home', TORONTO],
    ['DELETE', '/api/account/addresses/home', undefined],
    ['GET', '/api/account/orders', undefined],
  ])('%s %s answers 401 without a session and for a guest session', async (method, path, body) => {
    const anonymous = await new TestShopper().json(method, `${path}${CA}`, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ status: 401, message: 'Please sign in to continue!' });
    expect(anonymous.res.headers.get('cache-control')).toBe('private, no-store');
    const { shopper } = await createGuestShopper();
    expect((await shopper.json(method, `${path}${CA}`, body)).status).toBe(401);
  });
});

describe('/api/account/profile', () => {
  it('reads the signed-in profile, private and never stored', async () => {
    const { shopper, customerId, email } = await createRegisteredShopper({ firstName: 'Anne', lastName: 'Roy' });
    const res = await shopper.json<CustomerProfile>('GET', `/api/account/profile${CA}`);
    expect(res.status).toBe(200);
    expect(res.res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({ customerId, email, firstName: 'Anne', lastName: 'Roy', preferredLocale: null, c_vehicleDetails: null, c_selectedStore: null });
    expect(res.body.customerNo).toBeTruthy();
  });

  it('updates trimmed names, the preferred locale, the garage and the site’s selected store in one go', async () => {
    const { shopper } = await createRegisteredShopper();
    const store = await caStore();
    const level = (id: string, value = id) => ({ id, value, name: value, label: value });
    const garage = JSON.stringify([{
      year: level('2019'), make: level('2019-honda', 'honda'), model: level('2019-honda-civic', 'civic'),
      submodel: null, engineBlockId: null, rearBrakeType: null, vehicleID: '2019-honda-civic', isFit: false, isSearchOnlyFitment: false, selectedAt: 5,
    }]);
    const res = await shopper.json<CustomerProfile>('PATCH', `/api/account/profile${CA}`, {
      firstName: '  Hélène ',
      lastName: 'Côté Roy',
      preferredLocale: 'fr-CA',
      c_vehicleDetails: garage,
      c_selectedStore: store,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Hélène', lastName: 'Côté Roy', preferredLocale: 'fr-CA', c_vehicleDetails: garage, c_selectedStore: store });
    // The selected store belongs to the Canadian site only.
    expect((await shopper.json<CustomerProfile>('GET', `/api/account/profile${US}`)).body.c_selectedStore).toBeNull();
    // null clears the preferred locale; absent fields stay.
    const cleared = await shopper.json<CustomerProfile>('PATCH', `/api/account/profile${CA}`, { preferredLocale: null });
    expect(cleared.body).toMatchObject({ firstName: 'Hélène', preferredLocale: null, c_selectedStore: store });
  });

  it.each([
    [{ firstName: 'A' }, 'firstName', 'tooShort', 'First Name must be at least 2 characters.'],
    [{ firstName: '   ' }, 'firstName', 'required', 'Please enter your first name.'],
    [{ lastName: 'x'.repeat(51) }, 'lastName', 'tooLong', 'Last Name cannot exceed 50 characters.'],
    [{ lastName: 'R2D2' }, 'lastName', 'invalid', 'Please enter a valid last name.'],
  ])('refuses %j with the registration message and writes nothing', async (body, field, code, message) => {
    const { shopper } = await createRegisteredShopper({ firstName: 'Anne', lastName: 'Roy' });
    const res = await shopper.json('PATCH', `/api/account/profile${CA}`, { ...body, preferredLocale: 'es-US' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message, fieldErrors: { [field]: code } });
    expect((await shopper.json<CustomerProfile>('GET', `/api/account/profile${CA}`)).body).toMatchObject({ firstName: 'Anne', lastName: 'Roy', preferredLocale: null });
  });

  it.each([
    [{ preferredLocale: 'fr-FR' }],
    [{ email: 'new@example.com' }],
    [{ c_vehicleDetails: 'not json' }],
    [{ c_vehicleDetails: JSON.stringify([{ vehicleID: '2019-honda-civic' }]) }],
    [{ c_selectedStore: 'no-such-store' }],
    [{ c_selectedStore: '' }],
    [['firstName']],
  ])('answers 400 for the bad body %j', async (body) => {
    const { shopper } = await createRegisteredShopper();
    const res = await shopper.json('PATCH', `/api/account/profile${CA}`, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses a body that is not JSON and a cross-site write', async () => {
    const { shopper } = await createRegisteredShopper();
    expect((await shopper.call('PATCH', `/api/account/profile${CA}`, '{', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await shopper.call('PATCH', `/api/account/profile${CA}`, 'firstName=Bob', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await shopper.call('PATCH', `/api/account/profile${CA}`, { firstName: 'Bob' }, { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('/api/account/addresses', () => {
  it('adds, lists, edits and deletes an address with the postal code normalised', async () => {
    const { shopper } = await createRegisteredShopper();
    const created = await shopper.json<CustomerAddress>('POST', `/api/account/addresses${CA}`, TORONTO);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ postalCode: 'M5H 2N2', stateCode: 'ON', preferred: false, address2: null });
    const id = created.body.addressId;
    expect((await shopper.json<CustomerAddress[]>('GET', `/api/account/addresses${CA}`)).body.map((a) => a.addressId)).toEqual([id]);
    const edited = await shopper.json<CustomerAddress>('PUT', `/api/account/addresses/${id}${CA}`, { ...TORONTO, city: 'Ottawa', postalCode: 'K1A 0B1', phone: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ addressId: id, city: 'Ottawa', postalCode: 'K1A 0B1', phone: null });
    expect((await shopper.json('DELETE', `/api/account/addresses/${id}${CA}`)).status).toBe(200);
    expect((await shopper.json<CustomerAddress[]>('GET', `/api/account/addresses${CA}`)).body).toEqual([]);
    expect((await shopper.json('DELETE', `/api/account/addresses/${id}${CA}`)).status).toBe(404);
  });

  it('keeps one preferred address: the newest preferred one wins and is listed first', async () => {
    const { shopper } = await createRegisteredShopper();
    const first = (await shopper.json<CustomerAddress>('POST', `/api/account/addresses${CA}`, { ...TORONTO, preferred: true })).body;
    const second = (await shopper.json<CustomerAddress>('POST', `/api/account/addresses${CA}`, { ...TORONTO, address1: '1 Bay St', preferred: false })).body;
    let list = (await shopper.json<CustomerAddress[]>('GET', `/api/account/addresses${CA}`)).body;
    expect(list.map((a) => [a.addressId, a.preferred])).toEqual([[first.addressId, true], [second.addressId, false]]);
    await shopper.json('PUT', `/api/account/addresses/${second.addressId}${CA}`, { ...TORONTO, address1: '1 Bay St', preferred: true });
    list = (await shopper.json<CustomerAddress[]>('GET', `/api/account/addresses${CA}`)).body;
    expect(list.map((a) => [a.addressId, a.preferred])).toEqual([[second.addressId, true], [first.addressId, false]]);
  });

  it.each([
    ['a postal code of another province', CA, { ...TORONTO, postalCode: 'H2X 1Y4' }, { postalCode: 'postalProvince' }],
    ['a malformed postal code', CA, { ...TORONTO, postalCode: '12345' }, { postalCode: 'postalFormat' }],
    ['a US address on the Canadian site', CA, NEW_YORK, { countryCode: 'country', stateCode: 'stateNotAllowed' }],
    ['a bad ZIP', US, { ...NEW_YORK, postalCode: '1000' }, { postalCode: 'postalFormat' }],
    ['a province on the US site', US, { ...NEW_YORK, stateCode: 'ON' }, { stateCode: 'stateNotAllowed' }],
    ['empty required fields', CA, { ...TORONTO, address1: ' ', city: '' }, { address1: 'required', city: 'required' }],
  ])('refuses %s with field errors and saves nothing', async (_label, site, body, fieldErrors) => {
    const { shopper, customerId } = await createRegisteredShopper();
    const res = await shopper.json('POST', `/api/account/addresses${site}`, body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(await addressCount(customerId)).toBe(0);
  });

  it.each([
    [{ ...TORONTO, countryCode: 'FR' }],
    [{ ...TORONTO, city: undefined }],
    [{ ...TORONTO, nickname: 'home' }],
    [{ ...TORONTO, addressId: '../etc' }],
    ['text'],
  ])('answers 400 for the malformed body %j', async (body) => {
    const { shopper, customerId } = await createRegisteredShopper();
    expect((await shopper.json('POST', `/api/account/addresses${CA}`, body)).status).toBe(400);
    expect(await addressCount(customerId)).toBe(0);
  });

  it('answers 404 for an unknown address and 409 for a name already used', async () => {
    const { shopper } = await createRegisteredShopper();
    expect((await shopper.json('PUT', `/api/account/addresses/nope${CA}`, TORONTO)).status).toBe(404);
    expect((await shopper.json('PUT', `/api/account/addresses/${encodeURIComponent('a/b')}${CA}`, TORONTO)).status).toBe(404);
    expect((await shopper.json('POST', `/api/account/addresses${CA}`, { ...TORONTO, addressId: 'home' })).status).toBe(201);
    expect((await shopper.json('POST', `/api/account/addresses${CA}`, { ...TORONTO, addressId: 'home' })).status).toBe(409);
  });
});

describe('/api/account/orders', () => {
  it('lists the customer’s live orders on the site, newest first, with lines, paged', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    const other = await createRegisteredShopper();
    const t0 = Date.UTC(2026, 0, 10);
    const oldest = await insertOrder({ customerId, siteId: 'axle-ca', createdAt: t0 });
    const middle = await insertOrder({
      customerId,
      siteId: 'axle-ca',
      createdAt: t0 + 1000,
      lines: [
        { productId: 'P-9', name: 'Oil Filter', quantity: 1, unitPrice: 999, type: 'delivery' },
        { productId: 'P-8', name: 'Wiper Blade', quantity: 3, unitPrice: 1500, type: 'pickup' },
      ],
    });
    const newest = await insertOrder({ customerId, siteId: 'axle-ca', createdAt: t0 + 2000 });
    await insertOrder({ customerId, siteId: 'axle-us', createdAt: t0 + 3000 });
    await insertOrder({ customerId, siteId: 'axle-ca', createdAt: t0 + 4000, status: 'cancelled' });
    await insertOrder({ customerId: other.customerId, siteId: 'axle-ca', createdAt: t0 + 5000 });

    const all = await shopper.json<OrderSummary[]>('GET', `/api/account/orders${CA}`);
    expect(all.status).toBe(200);
    expect(all.res.headers.get('cache-control')).toBe('private, no-store');
    expect(all.body.map((o) => o.orderNo)).toEqual([newest, middle, oldest]);
    const lines = all.body[1]!.productItems.map((i) => [i.productName, i.quantity, i.price, i.c_shipmentType]);
    expect(lines).toEqual([['Oil Filter', 1, 999, 'delivery'], ['Wiper Blade', 3, 4500, 'pickup']]);
    expect(all.body[1]).toMatchObject({ currency: 'CAD', orderTotal: 999 + 4500, status: 'new' });

    const page = await shopper.json<OrderSummary[]>('GET', `/api/account/orders?site=axle-ca&offset=1&limit=1`);
    expect(page.body.map((o) => o.orderNo)).toEqual([middle]);
    expect((await shopper.json<OrderSummary[]>('GET', `/api/account/orders${US}`)).body).toHaveLength(1);
  });

  it.each(['limit=0', 'limit=51', 'offset=-1', 'limit=abc'])('answers 400 for %s', async (query) => {
    const { shopper } = await createRegisteredShopper();
    expect((await shopper.json('GET', `/api/account/orders?site=axle-ca&${query}`)).status).toBe(400);
  });
});

describe('another shopper’s ids', () => {
  it('never reaches another customer’s addresses or orders', async () => {
    const owner = await createRegisteredShopper();
    const intruder = await createRegisteredShopper();
    const address = (await owner.shopper.json<CustomerAddress>('POST', `/api/account/addresses${CA}`, { ...TORONTO, addressId: 'home' })).body;
    await insertOrder({ customerId: owner.customerId, siteId: 'axle-ca', createdAt: Date.now() });

    expect((await intruder.shopper.json('PUT', `/api/account/addresses/${address.addressId}${CA}`, { ...TORONTO, city: 'Hacked' })).status).toBe(404);
    expect((await intruder.shopper.json('DELETE', `/api/account/addresses/${address.addressId}${CA}`)).status).toBe(404);
    expect((await intruder.shopper.json<CustomerAddress[]>('GET', `/api/account/addresses${CA}`)).body).toEqual([]);
    expect((await intruder.shopper.json<OrderSummary[]>('GET', `/api/account/orders${CA}`)).body).toEqual([]);
    expect((await intruder.shopper.json<CustomerProfile>('GET', `/api/account/profile${CA}`)).body.customerId).toBe(intruder.customerId);
    // The intruder's own address named "home" is theirs alone.
    expect((await intruder.shopper.json('POST', `/api/account/addresses${CA}`, { ...TORONTO, addressId: 'home', city: 'Mine' })).status).toBe(201);

    const kept = (await owner.shopper.json<CustomerAddress[]>('GET', `/api/account/addresses${CA}`)).body;
    expect(kept).toEqual([address]);
  });
});
