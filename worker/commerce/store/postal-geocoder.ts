/** Postal-code geocoding port (DESIGN §1) and its embedded default: the bundled postal centroids. */
import type { GeoPoint } from '../../../shared/stores/distance';
import { postalCentroidKey } from '../../../shared/stores/postal-code';
import { createMemoryCache } from '../../cache/memory-cache';
import { findPostalCentroid } from '../../data/repos/postal-centroids-repo';

export interface GeocodedPostalCode extends GeoPoint {
  /** Province or state code of the place (a maps service's administrative_area_level_1). */
  region: string;
}

/** What any geocoder answers for a normalized postal code: a point, or null ("no results"). */
export interface PostalGeocoder {
  geocode(postalCode: string, country: 'CA' | 'US'): Promise<GeocodedPostalCode | null>;
}

// Centroids are reference data that change with a data release: an hour in memory is plenty.
const centroids = createMemoryCache<GeocodedPostalCode | null>(3_600_000, 5_000);

/** The offline default: Canadian FSA and US ZIP centroids seeded into D1. */
export function centroidGeocoder(db: D1Database): PostalGeocoder {
  return {
    geocode(postalCode, country) {
      const key = postalCentroidKey(postalCode, country);
      return centroids.get(`${country}:${key}`, async () => {
        const row = await findPostalCentroid(db, key, country);
        return row && { latitude: row.latitude, longitude: row.longitude, region: row.region };
      });
    },
  };
}
