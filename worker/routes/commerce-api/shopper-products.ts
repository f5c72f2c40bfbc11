import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { toShopperProduct } from '../../commerce/product/shopper-product-shape';
import { PRODUCT_ID_MESSAGE, PRODUCT_ID_PATTERN } from '../../../shared/product/product-api';
import type { ProductDetail } from '../../../shared/product/product-detail';
import type { Services } from '../../commerce/services';
import { BadRequestError, NotFoundError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { requestOrigin } from './scapi/scapi-values';

/** Product ids per getProducts call (document 2 §9). */
export const MAX_PRODUCT_IDS = 24;

function productId(raw: string): string {
  if (!PRODUCT_ID_PATTERN.test(raw)) throw new BadRequestError(PRODUCT_ID_MESSAGE);
  return raw.toUpperCase();
}

async function shape(services: Services, product: ProductDetail, onlineList: string, origin: string) {
  return toShopperProduct(product, { onlineList, origin, fitmentText: await services.products.fitmentText(product.id) });
}

/** The online inventory list of a site's country. */
const onlineList = (country: string) => `online-${country.toLowerCase()}`;

/**
 * GET /product/shopper-products/v1/organizations/{org}/products/{id}?siteId=&locale= and
 * …/products?ids=a,b&siteId= (at most 24 ids): the Shopper Products `Product` shape.
 */
export const shopperProductsApi = new Hono<AppEnv>()
  .get('/organizations/:org/products/:id', async (c) => {
    const { services, site } = commerceScope(c);
    const product = await services.products.getProduct(productId(c.req.param('id')));
    if (!product) throw new NotFoundError('Product Not Found.');
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(await shape(services, product, onlineList(site.l10n.country), requestOrigin(c)));
  })
  .get('/organizations/:org/products', async (c) => {
    const { services, site } = commerceScope(c);
    const raw = c.req.query('ids');
    if (!raw?.trim()) throw new BadRequestError('ids is required');
    const ids = [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean).map(productId))];
    if (!ids.length) throw new BadRequestError('ids is required');
    if (ids.length > MAX_PRODUCT_IDS) throw new BadRequestError(`ids must list at most ${MAX_PRODUCT_IDS} products`);
    const products = await services.products.getProducts(ids);
    const origin = requestOrigin(c);
    const data = await Promise.all(products.map((p) => shape(services, p, onlineList(site.l10n.country), origin)));
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json({ limit: ids.length, total: data.length, data });
  });
