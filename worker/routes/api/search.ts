import { Hono } from 'hono';
import { isVehicleSegment } from '../../../shared/routes/vehicle-url';
import { ListingQueryError, listingOffset, parseListingQuery } from '../../../shared/search/refine-url';
import { DEFAULT_PAGE_SIZE } from '../../../shared/search/search-constants';
import type { AppEnv } from '../../env';
import { parseSort } from '../../commerce/search/search-service';
import { BadRequestError } from '../../errors';

/**
 * GET /api/search?q=&category=&vehicle=&refine=…&sort=&page=&limit=: the search result for the
 * storefront's own widgets (the filters modal counts "View {n} items" with it before applying).
 */
export const searchApi = new Hono<AppEnv>().get('/search', async (c) => {
  let state;
  try {
    state = parseListingQuery(new URL(c.req.url).searchParams);
  } catch (error) {
    if (error instanceof ListingQueryError) throw new BadRequestError(error.message);
    throw error;
  }
  const category = c.req.query('category') || undefined;
  if (category && !/^[a-z0-9][a-z0-9-]{0,80}$/i.test(category)) throw new BadRequestError('category must be a category id');
  if (state.vehicle && !isVehicleSegment(state.vehicle)) throw new BadRequestError('vehicle must be a vehicle model id such as 2019-honda-civic');
  const limit = state.limit ?? DEFAULT_PAGE_SIZE;
  const result = await c.var.services.search.search({
    q: state.q,
    categoryId: category,
    ...(state.vehicle ? { vehicle: { modelId: state.vehicle } } : {}),
    refine: state.refine,
    sort: parseSort(state.sort, Boolean(state.q)),
    offset: listingOffset(state, limit),
    limit,
  });
  c.header('Cache-Control', 'no-store');
  return c.json(result);
});
