import { Hono } from 'hono';
import type { SearchQuery } from '../../../shared/search/search-types';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { parseSort } from '../../commerce/search/search-service';
import { BadRequestError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { intParam, OFFSET_LIMIT, refineParam, textParam } from './product-search-params';
import { requestOrigin } from './scapi/scapi-values';
import { HIT_TYPES, toScapiSearchResult } from './scapi/search-shape';

type HitType = NonNullable<SearchQuery['hitTypes']>[number];
const BY_HTYPE = Object.fromEntries(Object.entries(HIT_TYPES).map(([type, htype]) => [htype, type as HitType]));
/** SCAPI hit types our catalogue has no products of: asking for them finds nothing. */
const EMPTY_HTYPES = ['variation_group', 'slicing_group'];

/** The htype refinement (SCAPI): product, master, set, bundle (variation and slicing groups find nothing). */
function hitTypes(values: string[] | undefined): HitType[] | undefined {
  if (!values) return undefined;
  const known = [...Object.keys(BY_HTYPE), ...EMPTY_HTYPES];
  const bad = values.find((v) => !known.includes(v));
  if (bad !== undefined) throw new BadRequestError(`htype must be one of ${known.join(', ')}, got "${bad.slice(0, 40)}"`);
  // Only group types asked for: an empty list, which finds nothing.
  return values.map((v) => BY_HTYPE[v]).filter((t): t is HitType => t !== undefined);
}

/**
 * GET /search/shopper-search/v1/organizations/{org}/product-search?siteId&locale&offset&limit&q&sort&refine…
 * (document 2 §7): the non-vehicle search, in Shopper Search's ProductSearchResult shape.
 */
export const productSearchApi = new Hono<AppEnv>().get('/organizations/:org/product-search', async (c) => {
  const { services } = commerceScope(c);
  const q = textParam(c, 'q');
  const { htype, ...refine } = refineParam(c, 'refine');
  const types = hitTypes(htype);
  const result = await services.search.search({
    q,
    refine,
    ...(types ? { hitTypes: types } : {}),
    sort: parseSort(c.req.query('sort'), Boolean(q)),
    offset: intParam(c, 'offset', 0, OFFSET_LIMIT.maxOffset, 0),
    limit: intParam(c, 'limit', 1, OFFSET_LIMIT.maxLimit, OFFSET_LIMIT.defaultLimit),
  });
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json(toScapiSearchResult(result, requestOrigin(c), htype ? { htype } : {}));
});
