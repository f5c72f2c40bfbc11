import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PREFS_API, type GarageText, type SelectedStorePref } from '../../shared/account/account-prefs';
import { MAX_GARAGE_TEXT_LENGTH } from '../../shared/vehicles/garage-text';
import { createRegisteredShopper } from './account-fixtures';
import { TestShopper } from './cart-client';
import { guestShopper } from './wishlist-fixtures';

const level = (id: string, value = id) => ({ id, value, name: value, label: value });
function vehicle(year: string, make: string, model: string, selectedAt: number | null) {
  const modelId = `${year}-${make}-${model}`;
  return {
    year: level(year),
    make: level(`${year}-${make}`, make),
    model: level(modelId, model),
    submodel: null,
    engineBlockId: null,
    rearBrakeType: null,
    vehicleID: modelId,
    isFit: false,
    isSearchOnlyFitment: false,
    selectedAt,
  };
}

async function storeOf(country: 'CA' | 'US'): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM stores WHERE country_code = ?1 AND store_locator_enabled = 1 ORDER BY id LIMIT 1').bind(country).first<{ id: string }>();
  return row!.id;
}

describe('/api/account/garage', () => {
  it('keeps the garage text on the profile (c_vehicleDetails) and reads it back', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    expect((await shopper.json<GarageText>('GET', ACCOUNT_PREFS_API.garage)).body).toEqual({ c_vehicleDetails: null });
    const text = JSON.stringify([vehicle('2018', 'toyota', 'camry', 5), vehicle('2019', 'honda', 'civic', null)]);
    const put = await shopper.json<GarageText>('PUT', ACCOUNT_PREFS_API.garage, { c_vehicleDetails: text });
    expect(put.status).toBe(200);
    expect(put.res.headers.get('cache-control')).toBe('private, no-store');
    expect(put.body.c_vehicleDetails).toBe(text);
    expect((await shopper.json<GarageText>('GET', ACCOUNT_PREFS_API.garage)).body).toEqual({ c_vehicleDetails: text });
    const row = await env.DB.prepare('SELECT vehicle_details FROM customer_accounts WHERE customer_id = ?1').bind(customerId).first('vehicle_details');
    expect(row).toBe(text);
    // An empty garage is a garage too.
    expect((await shopper.json<GarageText>('PUT', ACCOUNT_PREFS_API.garage, { c_vehicleDetails: '[]' })).body).toEqual({ c_vehicleDetails: '[]' });
  });

  it('rejects text that is not a garage (400) and leaves the saved one', async () => {
    const { shopper } = await createRegisteredShopper();
    const good = JSON.stringify([vehicle('2018', 'toyota', 'camry', 5)]);
    await shopper.json('PUT', ACCOUNT_PREFS_API.garage, { c_vehicleDetails: good });
    const big = JSON.stringify(Array.from({ length: 100 }, (_, i) => vehicle(String(1900 + i), 'make', `model${i}`, null)));
    expect(big.length).toBeGreaterThan(MAX_GARAGE_TEXT_LENGTH);
    for (const body of [{}, { c_vehicleDetails: 5 }, { c_vehicleDetails: 'not json' }, { c_vehicleDetails: '{}' }, { c_vehicleDetails: '[{"year":1}]' }, { c_vehicleDetails: big }, { c_vehicleDetails: '[]', other: 1 }]) {
      const res = await shopper.json('PUT', ACCOUNT_PREFS_API.garage, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message: expect.any(String) });
    }
    expect((await shopper.json<GarageText>('GET', ACCOUNT_PREFS_API.garage)).body.c_vehicleDetails).toBe(good);
  });
});

describe('/api/account/selected-store', () => {
  it('keeps one store per site; the store must be one of that site', async () => {
    const { shopper } = await createRegisteredShopper();
    const ca = await storeOf('CA');
    const us = await storeOf('US');
    expect((await shopper.json<SelectedStorePref>('GET', ACCOUNT_PREFS_API.selectedStore('axle-ca'))).body).toEqual({ siteId: 'axle-ca', storeId: null });
    const put = await shopper.json<SelectedStorePref>('PUT', ACCOUNT_PREFS_API.selectedStore('axle-ca'), { storeId: ca });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ siteId: 'axle-ca', storeId: ca });
    expect((await shopper.json('GET', ACCOUNT_PREFS_API.selectedStore('axle-ca'))).body).toEqual({ siteId: 'axle-ca', storeId: ca });
    expect((await shopper.json('GET', ACCOUNT_PREFS_API.selectedStore('axle-us'))).body).toEqual({ siteId: 'axle-us', storeId: null });

    const wrongSite = await shopper.json('PUT', ACCOUNT_PREFS_API.selectedStore('axle-us'), { storeId: ca });
    expect(wrongSite.status).toBe(404);
    expect((await shopper.json('PUT', ACCOUNT_PREFS_API.selectedStore('axle-us'), { storeId: 'no-such-store' })).status).toBe(404);
    expect((await shopper.json('PUT', ACCOUNT_PREFS_API.selectedStore('axle-us'), { storeId: us })).body).toEqual({ siteId: 'axle-us', storeId: us });
    expect((await shopper.json('GET', ACCOUNT_PREFS_API.selectedStore('axle-ca'))).body).toEqual({ siteId: 'axle-ca', storeId: ca });
  });

  it('rejects unknown sites and bad store ids with 400', async () => {
    const { shopper } = await createRegisteredShopper();
    expect((await shopper.json('GET', ACCOUNT_PREFS_API.selectedStore('axle-uk'))).status).toBe(400);
    for (const body of [{}, { storeId: '' }, { storeId: 'a b' }, { storeId: 'x'.repeat(65) }, { storeId: 7 }]) {
      expect((await shopper.json('PUT', ACCOUNT_PREFS_API.selectedStore('axle-ca'), body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('garage and store endpoints for guests and other shoppers', () => {
  it('answer 401 to guests and to no session', async () => {
    const store = await storeOf('CA');
    for (const shopper of [await guestShopper(), new TestShopper()]) {
      for (const [method, path, body] of [
        ['GET', ACCOUNT_PREFS_API.garage, undefined],
        ['PUT', ACCOUNT_PREFS_API.garage, { c_vehicleDetails: '[]' }],
        ['GET', ACCOUNT_PREFS_API.selectedStore('axle-ca'), undefined],
        ['PUT', ACCOUNT_PREFS_API.selectedStore('axle-ca'), { storeId: store }],
      ] as const) {
        const res = await shopper.json(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body).toEqual({ status: 401, message: 'Sign in to keep your garage and store on your account.' });
      }
    }
  });

  it("only ever read and write the signed-in shopper's own profile", async () => {
    const owner = await createRegisteredShopper();
    const other = await createRegisteredShopper();
    const store = await storeOf('CA');
    const text = JSON.stringify([vehicle('2018', 'toyota', 'camry', 5)]);
    await owner.shopper.json('PUT', ACCOUNT_PREFS_API.garage, { c_vehicleDetails: text });
    await owner.shopper.json('PUT', ACCOUNT_PREFS_API.selectedStore('axle-ca'), { storeId: store });
    // The endpoints take no customer id: another shopper sees and changes only their own.
    expect((await other.shopper.json('GET', ACCOUNT_PREFS_API.garage)).body).toEqual({ c_vehicleDetails: null });
    expect((await other.shopper.json('GET', ACCOUNT_PREFS_API.selectedStore('axle-ca'))).body).toEqual({ siteId: 'axle-ca', storeId: null });
    await other.shopper.json('PUT', ACCOUNT_PREFS_API.garage, { c_vehicleDetails: '[]' });
    expect((await owner.shopper.json('GET', ACCOUNT_PREFS_API.garage)).body).toEqual({ c_vehicleDetails: text });
    expect((await owner.shopper.json('GET', ACCOUNT_PREFS_API.selectedStore('axle-ca'))).body).toEqual({ siteId: 'axle-ca', storeId: store });
  });

  it('refuses cross-site writes', async () => {
    const { shopper } = await createRegisteredShopper();
    const res = await shopper.call('PUT', ACCOUNT_PREFS_API.garage, { c_vehicleDetails: '[]' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
