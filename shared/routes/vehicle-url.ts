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
 * The vehicle segment of a location, or null: the first path segment (after an optional language
 * segment, which is ignored), or the `vehicle` query parameter. Components call this on every
 * render, so it does not throw (building an Error's stack cost more than the whole check).
 */
export function vehicleSegmentOf(location: LocationLike): string | null {
  const segments = location.pathname.split('/').filter(Boolean);
  const first = segments[0] && LANGUAGE_SEGMENTS.has(segments[0]) ? segments[1] : segments[0];
  if (first && isVehicleSegment(first)) return first.toLowerCase();
  if (!location.search?.includes('vehicle')) return null;
  const fromQuery = new URLSearchParams(location.search).get('vehicle');
  return fromQuery && isVehicleSegment(fromQuery) ? fromQuery.toLowerCase() : null;
}

/** The vehicle segment of a location; throws the spec's texts when it cannot. */
export function vehicleSegmentFromLocation(location: LocationLike | null | undefined): string {
  if (!location) throw new Error(VEHICLE_URL_ERRORS.noLocation);
  const segment = vehicleSegmentOf(location);
  if (segment === null) throw new Error(VEHICLE_URL_ERRORS.notYmm);
  return segment;
}
