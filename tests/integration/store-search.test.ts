import { describe, expect, it } from 'vitest';
import type { StoreSearchResult } from '../../shared/types/store';
import { get } from './http';

const ORG = '/store/shopper-stores/v1/organizations/f_ecom_axle';

async function search(query: string): Promise<StoreSearchResult> {
  const res = await get(`${ORG}/store-search?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as StoreSearchResult;
}

async function expect400(path: string, message: string): Promise<void> {
  const res = await get(path);
  expect(res.status, path).toBe(400);
  expect(await res.json()).toEqual({ status: 400, message });
}

describe('GET …/store-search', () => {
  it('finds the three nearest Toronto-area stores to M5J 2X1, nearest first, in km within 120', async () => {
    const result = await search('siteId=axle-ca&postalCode=M5J%202X1');
    expect(result).toMatchObject({ limit: 3, offset: 0 });
    expect(result.data.map((s) => s.id)).toEqual(['101', '102', '103']);
    expect(result.total).toBeGreaterThan(3);
    const distances = result.data.map((s) => s.distance!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    for (const store of result.data) {
      expect(store).toMatchObject({ countryCode: 'CA', stateCode: 'ON', distanceUnit: 'km' });
      expect(store.distance).toBeLessThanOrEqual(120);
      expect(typeof store.isOpen).toBe('boolean');
      expect(store.c_openState.isOpen).toBe(store.isOpen);
      expect(store.storeHoursArray).toHaveLength(7);
    }
    expect(result.data[0]!.distance).toBeLessThan(5);
  });

  it('pages with offset ("load more") and keeps the order', async () => {
    const all = await search('siteId=axle-ca&postalCode=M5J2X1&limit=10');
    const second = await search('siteId=axle-ca&postalCode=M5J2X1&offset=3');
    expect(second.offset).toBe(3);
    expect(second.data.map((s) => s.id)).toEqual(all.data.slice(3, 6).map((s) => s.id));
    expect(all.data.every((s) => s.distance! <= 120)).toBe(true);
    expect(all.data.some((s) => s.city === 'Kingston')).toBe(false); // ~250 km away
  });

  it('searches by a US ZIP on the US site in miles (75 mi by default)', async () => {
    const result = await search('siteId=axle-us&postalCode=10002');
    expect(result.data.map((s) => s.id)).toEqual(['201']);
    expect(result.data[0]).toMatchObject({ city: 'New York', distanceUnit: 'mi' });
    const km = await search('siteId=axle-us&postalCode=10002&distanceUnit=km');
    expect(km.data[0]!.distance!).toBeCloseTo(result.data[0]!.distance! * 1.609344, 0);
  });

  it('searches by latitude and longitude, and maxDistance narrows the radius', async () => {
    const result = await search('siteId=axle-ca&latitude=45.5017&longitude=-73.5673');
    expect(result.data[0]!.city).toBe('Montréal');
    expect(result.data.length).toBe(3);
    const near = await search('siteId=axle-ca&latitude=43.6441&longitude=-79.3801&maxDistance=10');
    expect(near.data.map((s) => s.id)).toEqual(['101', '102']);
  });

  it('answers no stores for a well-formed code without a centroid or with nothing in range', async () => {
    expect(await search('siteId=axle-ca&postalCode=X0E0A0')).toMatchObject({ total: 0, data: [] });
    expect((await search('siteId=axle-ca&latitude=60&longitude=-100')).data).toEqual([]);
  });

  it.each([
    ['siteId=axle-ca', 'postalCode or latitude and longitude are required'],
    ['siteId=axle-ca&postalCode=%20%20', 'postalCode or latitude and longitude are required'],
    ['siteId=axle-ca&postalCode=12345', 'Invalid postal code: 12345'],
    ['siteId=axle-ca&postalCode=Z5J2X1', 'Invalid postal code: Z5J2X1'],
    ['siteId=axle-us&postalCode=M5J2X1', 'Invalid postal code: M5J2X1'],
    ['siteId=axle-ca&latitude=43.6', 'latitude and longitude must be given together'],
    ['siteId=axle-ca&latitude=91&longitude=0', 'latitude must be between -90 and 90'],
    ['siteId=axle-ca&latitude=0&longitude=-181', 'longitude must be between -180 and 180'],
    ['siteId=axle-ca&latitude=abc&longitude=0', 'latitude must be a number'],
    ['siteId=axle-ca&postalCode=M5J2X1&limit=0', 'limit must be an integer from 1 to 200'],
    ['siteId=axle-ca&postalCode=M5J2X1&limit=2.5', 'limit must be an integer from 1 to 200'],
    ['siteId=axle-ca&postalCode=M5J2X1&offset=-1', 'offset must be an integer from 0 to 10000'],
    ['siteId=axle-ca&postalCode=M5J2X1&maxDistance=0', 'maxDistance must be greater than 0 and at most 20040'],
    ['siteId=axle-ca&postalCode=M5J2X1&distanceUnit=feet', 'distanceUnit must be km or mi'],
    ['siteId=axle-ca&postalCode=M5J2X1&countryCode=MX', 'countryCode must be CA or US'],
    ['postalCode=M5J2X1', 'siteId is required'],
  ])('%s → 400 %s', async (query, message) => {
    await expect400(`${ORG}/store-search?${query}`, message);
  });

  it('unknown organization → 404', async () => {
    const res = await get('/store/shopper-stores/v1/organizations/nope/store-search?siteId=axle-ca&postalCode=M5J2X1');
    expect(res.status).toBe(404);
  });
});

describe('GET …/stores?ids=', () => {
  it('answers the stores asked for, in order, in the Shopper Stores shape', async () => {
    const res = await get(`${ORG}/stores?siteId=axle-ca&ids=102,101,nope`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as StoreSearchResult;
    expect(body).toMatchObject({ limit: 3, offset: 0, total: 2 });
    expect(body.data.map((s) => s.id)).toEqual(['102', '101']);
    expect(body.data[1]).toMatchObject({ c_defaultStore: true, c_inventoryListId: 'inv-store-101', inventoryId: 'inv-store-101' });
  });

  it('a store without hours is closed with no pickup ready time', async () => {
    const body = (await (await get(`${ORG}/stores?siteId=axle-ca&ids=134`)).json()) as StoreSearchResult;
    expect(body.data[0]).toMatchObject({ id: '134', isOpen: false, storeHours: '', c_openState: { isOpen: false, nextOpen: null }, c_pickupReadyTime: null });
  });

  it.each([
    ['siteId=axle-ca', 'ids is required'],
    ['siteId=axle-ca&ids=,,', 'ids is required'],
    ['siteId=axle-ca&ids=1%3B2', 'Invalid store id: 1;2'],
    [`siteId=axle-ca&ids=${Array.from({ length: 51 }, (_, i) => i).join(',')}`, 'ids accepts at most 50 store ids'],
    ['siteId=nowhere&ids=101', 'Unknown siteId: nowhere'],
  ])('%s → 400 %s', async (query, message) => {
    await expect400(`${ORG}/stores?${query}`, message);
  });
});

describe('/api/stores (storefront JSON)', () => {
  it('searches like store-search, bound to the request site', async () => {
    const res = await get('/api/stores/search?site=axle-ca&locale=fr-CA&postalCode=%20m5j%202x1%20');
    expect(res.status).toBe(200);
    const body = (await res.json()) as StoreSearchResult;
    expect(body.data.map((s) => s.id)).toEqual(['101', '102', '103']);
    expect(body.data[0]!.storeHoursArray[0]!.day).toBe('lundi');
  });

  it('lists the site country\'s stores 10 at a time, the default store first', async () => {
    const body = (await (await get('/api/stores/list?site=axle-ca')).json()) as StoreSearchResult;
    expect(body).toMatchObject({ limit: 10, offset: 0, total: 34 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({ id: '101', c_defaultStore: true });
    const us = (await (await get('/api/stores/list?site=axle-us&limit=50')).json()) as StoreSearchResult;
    expect(us.total).toBe(26);
    expect(us.data.every((s) => s.countryCode === 'US')).toBe(true);
  });

  it.each([
    ['/api/stores/search?site=axle-ca', 'postalCode or latitude and longitude are required'],
    ['/api/stores/list?site=axle-ca&limit=51', 'limit must be an integer from 1 to 50'],
    ['/api/stores/by-id?site=axle-ca', 'ids is required'],
    ['/api/stores/search?site=nowhere&postalCode=M5J2X1', 'Unknown site: nowhere'],
  ])('%s → 400', async (path, message) => {
    await expect400(path, message);
  });
});
