import {
  STORE_SEARCH_LIMIT,
  STORE_SEARCH_MAX_DISTANCE_KM,
  STORE_SEARCH_MAX_LIMIT,
  STORE_SEARCH_OFFSET,
  STORE_SEARCH_UNIT,
  US_STORE_SEARCH_MAX_DISTANCE_MI,
  US_STORE_SEARCH_UNIT,
} from '../../../shared/stores/store-search-constants';
import type { CountryCode } from '../../../shared/sites/config';
import { BadRequestError } from '../../errors';
import type { StoreSearchInput } from './store-search';

type Query = Record<string, string | undefined>;

/** Half the earth's circumference: no store is further away than this. */
const MAX_DISTANCE_KM_CAP = 20_040;

function number(query: Query, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || raw.trim() === '') throw new BadRequestError(`${name} must be a number`);
  return value;
}

function integer(query: Query, name: string, min: number, max: number, fallback: number): number {
  const value = number(query, name);
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max) throw new BadRequestError(`${name} must be an integer from ${min} to ${max}`);
  return value;
}

/**
 * The store-search query (SCAPI names: countryCode, distanceUnit, maxDistance, limit, offset,
 * latitude + longitude or postalCode) validated, with the site's defaults: on the Canadian site
 * CA, km and 120; on the US site US, miles and 75 (≈ 120 km, decision 070); limit 3, offset 0.
 */
export function parseStoreSearchQuery(query: Query, siteCountry: CountryCode): StoreSearchInput {
  const countryCode = (query.countryCode || siteCountry).toUpperCase();
  if (countryCode !== 'CA' && countryCode !== 'US') throw new BadRequestError('countryCode must be CA or US');
  const distanceUnit = query.distanceUnit || (siteCountry === 'US' ? US_STORE_SEARCH_UNIT : STORE_SEARCH_UNIT);
  if (distanceUnit !== 'km' && distanceUnit !== 'mi') throw new BadRequestError('distanceUnit must be km or mi');
  const defaultMax = distanceUnit === 'mi' ? US_STORE_SEARCH_MAX_DISTANCE_MI : STORE_SEARCH_MAX_DISTANCE_KM;
  const maxDistance = number(query, 'maxDistance') ?? defaultMax;
  const cap = distanceUnit === 'mi' ? MAX_DISTANCE_KM_CAP / 1.609344 : MAX_DISTANCE_KM_CAP;
  if (maxDistance <= 0 || maxDistance > cap) throw new BadRequestError(`maxDistance must be greater than 0 and at most ${Math.floor(cap)}`);
  const limit = integer(query, 'limit', 1, STORE_SEARCH_MAX_LIMIT, STORE_SEARCH_LIMIT);
  const offset = integer(query, 'offset', 0, 10_000, STORE_SEARCH_OFFSET);

  const latitude = number(query, 'latitude');
  const longitude = number(query, 'longitude');
  const postalCode = query.postalCode?.trim();
  const base = { countryCode, distanceUnit, maxDistance, limit, offset } as const;
  if (latitude !== undefined || longitude !== undefined) {
    if (latitude === undefined || longitude === undefined) throw new BadRequestError('latitude and longitude must be given together');
    if (latitude < -90 || latitude > 90) throw new BadRequestError('latitude must be between -90 and 90');
    if (longitude < -180 || longitude > 180) throw new BadRequestError('longitude must be between -180 and 180');
    return { ...base, point: { latitude, longitude } };
  }
  if (!postalCode) throw new BadRequestError('postalCode or latitude and longitude are required');
  if (postalCode.length > 20) throw new BadRequestError(`Invalid postal code: ${postalCode.slice(0, 20)}`);
  return { ...base, postalCode };
}

/** A comma-separated ids parameter: 1 to 50 store ids of letters, digits, dashes or underscores. */
export function parseStoreIds(raw: string | undefined): string[] {
  const ids = (raw ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (!ids.length) throw new BadRequestError('ids is required');
  if (ids.length > 50) throw new BadRequestError('ids accepts at most 50 store ids');
  const bad = ids.find((id) => !/^[\w-]{1,64}$/.test(id));
  if (bad) throw new BadRequestError(`Invalid store id: ${bad.slice(0, 64)}`);
  return [...new Set(ids)];
}
