import { Hono } from 'hono';
import type { Context } from 'hono';
import type { SearchQuery } from '../../../shared/search/search-types';
import type { AppEnv } from '../../env';
import { parseSort } from '../../commerce/search/search-service';
import { commerceScope } from './commerce-scope';
import { categoryParam, CUSTOM_REFINE_ALIASES, flagParam, intParam, OFFSET_LIMIT, refineParam, textParam, vehicleParam } from './product-search-params';

/** The query shared by both custom search calls: c_query, c_refine, c_vehicleID, c_categoryID, c_sortingRule. */
export function customSearchQuery(c: Context<AppEnv>, page: { offset: number; limit: number }): SearchQuery {
  const q = textParam(c, 'c_query');
  const modelId = vehicleParam(c, 'c_vehicleID');
  return {
    q,
    categoryId: categoryParam(c, 'c_categoryID'),
    ...(modelId ? { vehicle: { modelId } } : {}),
    refine: refineParam(c, 'c_refine', CUSTOM_REFINE_ALIASES),
    sort: parseSort(c.req.query('c_sortingRule'), Boolean(q)),
    ...page,
  };
}

/**
 * GET /custom/product-search/v1/organizations/{org}/product-search (document 2 §7). With
 * c_condensed=true it answers the condensed hit list used to derive filters.
 */
export const customProductSearchApi = new Hono<AppEnv>().get('/organizations/:org/product-search', async (c) => {
  const { services } = commerceScope(c);
  const condensed = flagParam(c, 'c_condensed');
  const query = customSearchQuery(c, { offset: 0, limit: intParam(c, 'limit', 1, OFFSET_LIMIT.maxLimit, OFFSET_LIMIT.defaultLimit) });
  c.header('Cache-Control', 'no-store');
  return c.json(condensed ? await services.search.condensed(query) : await services.search.search(query));
});
