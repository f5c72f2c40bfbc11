import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { parseSort } from '../../commerce/search/search-service';
import { commerceScope } from './commerce-scope';
import { intParam, OFFSET_LIMIT, refineParam, textParam } from './product-search-params';

/**
 * GET /search/shopper-search/v1/organizations/{org}/product-search?siteId&locale&offset&limit&q&sort&refine…
 * (document 2 §7): the non-vehicle search.
 */
export const productSearchApi = new Hono<AppEnv>().get('/organizations/:org/product-search', async (c) => {
  const { services } = commerceScope(c);
  const q = textParam(c, 'q');
  const result = await services.search.search({
    q,
    refine: refineParam(c, 'refine'),
    sort: parseSort(c.req.query('sort'), Boolean(q)),
    offset: intParam(c, 'offset', 0, OFFSET_LIMIT.maxOffset, 0),
    limit: intParam(c, 'limit', 1, OFFSET_LIMIT.maxLimit, OFFSET_LIMIT.defaultLimit),
  });
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json(result);
});
