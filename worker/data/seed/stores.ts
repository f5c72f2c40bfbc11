/** Stores with coordinates from postal centroids, IANA time zones and weekly hours. */
import { parseCsv } from './csv.ts';
import { rng } from './hash.ts';
import type { SqlValue } from './sql.ts';
import { timeZoneFor } from '../../../shared/stores/time-zones.ts';
import { STORE_LOCATIONS, type StoreLocation } from './store-locations.ts';

export const STORE_COLUMNS = [
  'id', 'name', 'address1', 'city', 'state_code', 'country_code', 'postal_code', 'phone', 'latitude', 'longitude',
  'time_zone', 'inventory_list_id', 'shipping_api_store_id', 'is_default', 'pos_enabled', 'store_locator_enabled',
];
export const STORE_HOURS_COLUMNS = ['store_id', 'weekday', 'opens', 'closes'];
export const POSTAL_COLUMNS = ['code', 'country', 'region', 'latitude', 'longitude'];

export interface PostalCentroid {
  code: string;
  country: string;
  region: string;
  latitude: number;
  longitude: number;
}

/** Postal centroid rows from the CSV (header row skipped). */
export function parsePostalCentroids(csv: string): PostalCentroid[] {
  return parseCsv(csv)
    .filter(([code]) => code && code !== 'code')
    .map(([code = '', country = '', region = '', lat = '0', lng = '0']) => ({
      code, country, region, latitude: Number(lat), longitude: Number(lng),
    }));
}

/** Centroid lookup key of a postal code: the FSA (first three characters) in Canada, the ZIP in the US. */
export function postalKey(country: string, postalCode: string): string {
  return country === 'CA' ? postalCode.slice(0, 3).toUpperCase() : postalCode.slice(0, 5);
}

export interface Store extends StoreLocation {
  inventoryListId: string;
}

/** Store id to inventory list id. */
export const inventoryListId = (storeId: string): string => `inv-store-${storeId}`;

export const STORES: readonly Store[] = STORE_LOCATIONS.map((loc) => ({ ...loc, inventoryListId: inventoryListId(loc.id) }));

// This store has just opened and has not published hours yet.
const NO_HOURS_STORE = '134';

/** stores rows; throws when a store's postal code has no centroid, so bad data fails the seed. */
export function storeRows(centroids: ReadonlyMap<string, PostalCentroid>): SqlValue[][] {
  return STORES.map((s, i) => {
    const centroid = centroids.get(postalKey(s.country, s.postalCode));
    if (!centroid) throw new Error(`no postal centroid for store ${s.id} (${s.postalCode})`);
    const zone = timeZoneFor(s.region, s.country);
    const phone = `(${s.areaCode}) 555-01${String(i % 100).padStart(2, '0')}`;
    return [
      s.id, `Axle Auto Parts — ${s.city} ${s.branch}`, s.address1, s.city, s.region, s.country, s.postalCode, phone,
      centroid.latitude, centroid.longitude, zone, s.inventoryListId, `SHIP-${s.country}-${s.id}`,
      s.isDefault ? 1 : 0, 1, 1,
    ];
  });
}

/** store_hours rows: weekdays and Saturday open, Sunday shorter or closed, one store without hours. */
export function storeHourRows(): SqlValue[][] {
  const rows: SqlValue[][] = [];
  for (const s of STORES) {
    if (s.id === NO_HOURS_STORE) continue;
    const r = rng('hours', s.id);
    const opens = r.pick(['7:30am', '8am', '8:00am', '9am']);
    const closes = r.pick(['8pm', '9pm', '9:00pm', '10pm']);
    for (let day = 1; day <= 5; day++) rows.push([s.id, day, opens, closes]);
    rows.push([s.id, 6, r.pick(['8am', '9am', '9:00am']), r.pick(['6pm', '7pm', '8pm'])]);
    const sunday = r.weighted([[['10am', '5pm'], 6], [['11am', '4:30pm'], 3], [null, 2]] as const);
    if (sunday) rows.push([s.id, 0, sunday[0], sunday[1]]);
  }
  return rows;
}
