import { Hono } from 'hono';
import { isVehicleSegment } from '../../../shared/routes/vehicle-url';
import { MAX_QUERY_LENGTH, SUGGESTION_MIN_CHARS } from '../../../shared/search/search-constants';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';

/** API key of the header popover's suggestions for a query, site and locale. */
export function suggestionsKey(q: string, siteId: string, localeId: string, vehicle?: string | null): string {
  const query = new URLSearchParams({ q, site: siteId, locale: localeId });
  if (vehicle) query.set('vehicle', vehicle);
  return `/api/search/suggestions?${query.toString()}`;
}

/**
 * GET /api/search/suggestions?q=&vehicle=&site=&locale=: categories, phrases and up to 24
 * products for the header search popover (document 1 §2.8, §9).
 */
export const suggestionsApi = new Hono<AppEnv>().get('/search/suggestions', async (c) => {
  const q = c.req.query('q')?.trim() ?? '';
  if (q.length < SUGGESTION_MIN_CHARS) throw new BadRequestError(`q must have at least ${SUGGESTION_MIN_CHARS} characters`);
  if (q.length > MAX_QUERY_LENGTH) throw new BadRequestError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
  const vehicle = c.req.query('vehicle')?.toLowerCase() || null;
  if (vehicle && !isVehicleSegment(vehicle)) throw new BadRequestError('vehicle must be a vehicle model id such as 2019-honda-civic');
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(await c.var.services.search.suggestions(q, vehicle));
});
