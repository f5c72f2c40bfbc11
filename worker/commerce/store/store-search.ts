import { fromKm, haversineKm, toKm, type GeoPoint } from '../../../shared/stores/distance';
import { checkStorePostalCode, postalCodeMatchesProvince } from '../../../shared/stores/postal-code';
import type { DistanceUnit, Store, StoreSearchResult } from '../../../shared/types/store';
import { BadRequestError } from '../../errors';
import type { PostalGeocoder } from './postal-geocoder';
import { withStatus } from './store-status';

/** A validated store search (the route has checked ranges and filled defaults). */
export interface StoreSearchInput {
  countryCode: 'CA' | 'US';
  distanceUnit: DistanceUnit;
  maxDistance: number;
  limit: number;
  offset: number;
  postalCode?: string;
  point?: GeoPoint;
}

/** Where the search starts: the given point, or the postal code's centroid (null: no result). */
export async function searchPoint(input: StoreSearchInput, geocoder: PostalGeocoder): Promise<GeoPoint | null> {
  if (input.point) return input.point;
  const check = checkStorePostalCode(input.postalCode ?? '', input.countryCode);
  if (!check.ok) throw new BadRequestError(`Invalid postal code: ${input.postalCode ?? ''}`);
  const place = await geocoder.geocode(check.postalCode, input.countryCode);
  // The first letter must belong to the province the geocoder places the code in.
  if (place && input.countryCode === 'CA' && !postalCodeMatchesProvince(check.postalCode, place.region)) {
    throw new BadRequestError(`Invalid postal code: ${input.postalCode ?? ''}`);
  }
  return place;
}

/**
 * Stores within maxDistance of the point, nearest first (ties by id), as one page of
 * {limit, offset, total, data}; distances in the requested unit.
 */
export function rankStores(candidates: readonly Store[], point: GeoPoint, input: StoreSearchInput, now: Date): StoreSearchResult {
  const maxKm = toKm(input.maxDistance, input.distanceUnit);
  const ranked = candidates
    .map((store) => ({ store, km: haversineKm(point, store) }))
    .filter((s) => s.km <= maxKm)
    .sort((a, b) => a.km - b.km || a.store.id.localeCompare(b.store.id));
  return {
    limit: input.limit,
    offset: input.offset,
    total: ranked.length,
    data: ranked
      .slice(input.offset, input.offset + input.limit)
      .map((s) => withStatus(s.store, now, { value: fromKm(s.km, input.distanceUnit), unit: input.distanceUnit })),
  };
}
