import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { commerceScope } from './commerce-scope';
import { toScapiCategory } from './scapi/category-shape';
import { requestOrigin } from './scapi/scapi-values';

const MAX_LEVELS = 2;

/** GET /product/shopper-products/v1/organizations/{org}/categories/{id}?siteId=&levels= (document 1 §7). */
export const categoriesApi = new Hono<AppEnv>().get('/organizations/:org/categories/:id', async (c) => {
  const { services } = commerceScope(c);
  const levelsParam = c.req.query('levels') ?? '1';
  if (!/^\d+$/.test(levelsParam) || Number(levelsParam) > MAX_LEVELS) {
    throw new BadRequestError(`levels must be a whole number from 0 to ${MAX_LEVELS}`);
  }
  const category = await services.categories.getCategory(c.req.param('id'), Number(levelsParam));
  if (!category) throw new NotFoundError('Category Not Found.');
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json(toScapiCategory(category, requestOrigin(c)));
});
