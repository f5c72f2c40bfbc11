import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { commerceScope } from './commerce-scope';
import { toScapiCategory } from './scapi/category-shape';
import { requestOrigin } from './scapi/scapi-values';
import { idList } from './stock-params';

const MAX_LEVELS = 2;
/** Category ids per getCategories call (SCAPI's limit). */
const MAX_CATEGORY_IDS = 50;

function levelsOf(c: Context<AppEnv>): number {
  const levelsParam = c.req.query('levels') ?? '1';
  if (!/^\d+$/.test(levelsParam) || Number(levelsParam) > MAX_LEVELS) {
    throw new BadRequestError(`levels must be a whole number from 0 to ${MAX_LEVELS}`);
  }
  return Number(levelsParam);
}

/**
 * GET /product/shopper-products/v1/organizations/{org}/categories/{id}?siteId=&levels= (document 1 §7)
 * and getCategories (…/categories?ids=a,b: the categories found, unknown ids left out, as SCAPI does).
 */
export const categoriesApi = new Hono<AppEnv>()
  .get('/organizations/:org/categories/:id', async (c) => {
    const { services } = commerceScope(c);
    const category = await services.categories.getCategory(c.req.param('id'), levelsOf(c));
    if (!category) throw new NotFoundError('Category Not Found.');
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(toScapiCategory(category, requestOrigin(c)));
  })
  .get('/organizations/:org/categories', async (c) => {
    const { services } = commerceScope(c);
    const ids = idList(c.req.query('ids'), 'ids', MAX_CATEGORY_IDS, true);
    const levels = levelsOf(c);
    const found = await Promise.all(ids.map((id) => services.categories.getCategory(id, levels)));
    const origin = requestOrigin(c);
    const data = found.filter((category) => category !== null).map((category) => toScapiCategory(category, origin));
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json({ data, limit: ids.length, total: data.length });
  });
