import { Hono } from 'hono';
import { array, boolean, integer, is, min, nullable, object, optional, record, size, string, union, validate } from 'superstruct';
import { FITMENT_ATTRIBUTES } from '../../../shared/search/search-constants';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { readJsonBody } from '../json-request';
import { commerceScope } from './commerce-scope';
import { customSearchQuery } from './custom-product-search';
import { intParam, OFFSET_LIMIT } from './product-search-params';

const Label = size(string(), 1, 60);
/** Body of the v2 call (document 2 §7). */
export const SearchV2BodySchema = object({
  fitmentLabels: optional(size(array(Label), 0, 10)),
  selectedFilters: optional(record(Label, union([size(string(), 1, 100), size(array(size(string(), 1, 100)), 0, 50)]))),
  storeProductAvailable: optional(boolean()),
  productStockAvailability: optional(boolean()),
  isCanadaSite: optional(boolean()),
  attributeIndices: optional(size(array(min(integer(), 0)), 0, 20)),
  selectedStore: optional(nullable(size(string(), 1, 40))),
});

/**
 * POST /custom/product-search-v2/v1/organizations/{org}/product-search?…&c_page&c_pageSize
 * (document 2 §7): hits, pagination and sorting options. Body filters add to c_refine;
 * storeProductAvailable narrows to the selected (else default) store's stock.
 */
export const customProductSearchV2Api = new Hono<AppEnv>().post('/organizations/:org/product-search', async (c) => {
  const { site, services } = commerceScope(c);
  const raw = await readJsonBody(c.req.raw);
  const [error, body] = validate(raw ?? {}, SearchV2BodySchema);
  if (error || !body) throw new BadRequestError(`Invalid body: ${error?.message ?? 'expected an object'}`);
  if (body.isCanadaSite !== undefined && body.isCanadaSite !== (site.l10n.country === 'CA')) {
    throw new BadRequestError(`isCanadaSite does not match siteId ${site.id}`);
  }
  const pageSize = intParam(c, 'c_pageSize', 1, OFFSET_LIMIT.maxLimit, OFFSET_LIMIT.defaultLimit);
  const pageNumber = intParam(c, 'c_page', 1, Math.floor(OFFSET_LIMIT.maxOffset / pageSize) + 1, 1);
  const query = customSearchQuery(c, { offset: (pageNumber - 1) * pageSize, limit: pageSize });
  for (const [attribute, value] of Object.entries(body.selectedFilters ?? {})) {
    const values = is(value, string()) ? [value] : value;
    if (values.length) query.refine[attribute] = [...new Set([...(query.refine[attribute] ?? []), ...values])];
  }
  if (body.selectedStore) query.storeId = body.selectedStore;
  if (body.storeProductAvailable) query.refine.inStore = ['true'];
  if (body.productStockAvailability) query.inStockOnly = true;
  if (body.fitmentLabels) query.fitmentAttributes = body.fitmentLabels.filter((l) => (FITMENT_ATTRIBUTES as readonly string[]).includes(l));
  const result = await services.search.search(query);
  c.header('Cache-Control', 'no-store');
  return c.json({
    hits: result.hits,
    total: result.total,
    pagination: result.pagination,
    sortingOptions: result.sortingOptions,
    selectedSortingOption: result.selectedSortingOption,
    refinements: result.refinements,
  });
});
