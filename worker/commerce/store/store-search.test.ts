import { describe, expect, it } from 'vitest';
import type { Store } from '../../../shared/types/store';
import type { PostalGeocoder } from './postal-geocoder';
import { rankStores, searchPoint, type StoreSearchInput } from './store-search';

const input = (extra: Partial<StoreSearchInput>): StoreSearchInput => ({ countryCode: 'CA', distanceUnit: 'km', maxDistance: 120, limit: 3, offset: 0, ...extra });

function geocoder(region: string | null): PostalGeocoder & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async geocode(postalCode) {
      asked.push(postalCode);
      return region ? { latitude: 43.64, longitude: -79.38, region } : null;
    },
  };
}

describe('searchPoint', () => {
  it('geocodes the normalized postal code', async () => {
    const g = geocoder('ON');
    expect(await searchPoint(input({ postalCode: ' m5j 2x1 ' }), g)).toEqual({ latitude: 43.64, longitude: -79.38, region: 'ON' });
    expect(g.asked).toEqual(['M5J2X1']);
  });

  it('reports a first letter that does not belong to the geocoded province as invalid', async () => {
    await expect(searchPoint(input({ postalCode: 'M5J 2X1' }), geocoder('QC'))).rejects.toThrow('Invalid postal code: M5J 2X1');
  });

  it('no geocoding result means no point (no stores), not an error', async () => {
    expect(await searchPoint(input({ postalCode: 'M5J2X1' }), geocoder(null))).toBeNull();
  });

  it('a malformed code never reaches the geocoder', async () => {
    const g = geocoder('ON');
    await expect(searchPoint(input({ postalCode: 'W5J2X1' }), g)).rejects.toThrow('Invalid postal code: W5J2X1');
    expect(g.asked).toEqual([]);
  });
});

describe('rankStores', () => {
  const store = (id: string, latitude: number, longitude: number) =>
    ({ id, latitude, longitude, timeZone: 'America/Toronto', storeHoursArray: [] }) as unknown as Store;
  const stores = [store('far', 45.5, -73.57), store('b', 43.7, -79.4), store('a', 43.7, -79.4), store('near', 43.645, -79.381)];
  const now = new Date('2026-06-10T16:00:00Z');

  it('keeps stores within maxDistance, nearest first (ties by id), one page with the total', () => {
    const result = rankStores(stores, { latitude: 43.644, longitude: -79.38 }, input({ limit: 2 }), now);
    expect(result).toMatchObject({ limit: 2, offset: 0, total: 3 });
    expect(result.data.map((s) => s.id)).toEqual(['near', 'a']);
    expect(result.data[0]).toMatchObject({ distanceUnit: 'km', isOpen: false, c_pickupReadyTime: null });
    const page2 = rankStores(stores, { latitude: 43.644, longitude: -79.38 }, input({ limit: 2, offset: 2 }), now);
    expect(page2.data.map((s) => s.id)).toEqual(['b']);
  });

  it('reads maxDistance and reports distance in miles when asked', () => {
    const result = rankStores(stores, { latitude: 43.644, longitude: -79.38 }, input({ distanceUnit: 'mi', maxDistance: 400 }), now);
    expect(result.total).toBe(4); // Montréal is ~505 km = ~314 mi
    expect(result.data[0]!.distanceUnit).toBe('mi');
  });
});
