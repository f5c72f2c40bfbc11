/** Vehicle URL recognition (document 2 §2, §5). */

export const VEHICLE_URL_ERRORS = {
  noLocation: 'Location object is not available',
  notYmm: 'URL does not match YMM format',
} as const;

const YEAR_FIRST = /^\d{4}-/;

/** A segment is a vehicle model id when it starts with a four-digit year and has 3+ dash parts. */
export function isVehicleSegment(segment: string): boolean {
  return YEAR_FIRST.test(segment) && segment.split('-').filter(Boolean).length >= 3;
}

/** Minimal location shape so the rule stays independent of the DOM. */
export interface LocationLike {
  pathname: string;
  search?: string;
}

const LANGUAGE_SEGMENTS = new Set(['en', 'fr', 'es']);

/**
 * The vehicle segment of a location: the first path segment (after an optional language segment,
 * which is ignored), or the `vehicle` query parameter. Throws the spec's texts when it cannot.
 */
export function vehicleSegmentFromLocation(location: LocationLike | null | undefined): string {
  if (!location) throw new Error(VEHICLE_URL_ERRORS.noLocation);
  const segments = location.pathname.split('/').filter(Boolean);
  const first = segments[0] && LANGUAGE_SEGMENTS.has(segments[0]) ? segments[1] : segments[0];
  if (first && isVehicleSegment(first)) return first.toLowerCase();
  const fromQuery = new URLSearchParams(location.search ?? '').get('vehicle');
  if (fromQuery && isVehicleSegment(fromQuery)) return fromQuery.toLowerCase();
  throw new Error(VEHICLE_URL_ERRORS.notYmm);
}
