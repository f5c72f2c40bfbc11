import { Hono } from 'hono';
import { PRODUCT_ID_MESSAGE, PRODUCT_ID_PATTERN } from '../../../shared/product/product-api';
import { COMPATIBLE_VEHICLES_MAX_QUERY } from '../../../shared/product/product-detail';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { BadRequestError, NotFoundError } from '../../errors';

const MAX_PAGE = 1000;

/**
 * GET /api/products/{id}/vehicles?q=&page=: the Compatible Vehicles accordion, paged and searched
 * on the server since a part can fit hundreds of vehicles (decision 062).
 */
export const productVehiclesApi = new Hono<AppEnv>().get('/products/:id/vehicles', async (c) => {
  const id = c.req.param('id');
  if (!PRODUCT_ID_PATTERN.test(id)) throw new BadRequestError(PRODUCT_ID_MESSAGE);
  const q = c.req.query('q')?.trim() ?? '';
  if (q.length > COMPATIBLE_VEHICLES_MAX_QUERY) throw new BadRequestError(`q must be at most ${COMPATIBLE_VEHICLES_MAX_QUERY} characters`);
  const rawPage = c.req.query('page') ?? '1';
  if (!/^\d{1,4}$/.test(rawPage) || Number(rawPage) < 1 || Number(rawPage) > MAX_PAGE) throw new BadRequestError(`page must be a whole number from 1 to ${MAX_PAGE}`);
  const product = await c.var.services.products.getProduct(id.toUpperCase());
  if (!product) throw new NotFoundError('Product Not Found.');
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json(await c.var.services.products.compatibleVehicles(product.id, q, Number(rawPage)));
});
