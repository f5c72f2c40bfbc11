import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { commerceScope } from './commerce-scope';
import { checkCustomerId, idList, requiredId } from './stock-params';

// Stock changes with every order: never kept by shared caches.
const NO_STORE = 'no-store';

/**
 * GET /custom/custom-shipping/v1/organizations/{org}/delivery-options?c_productId=&c_storeId=
 * [&c_storeIds=&c_customerId=]&siteId= (document 1 §7): delivery and pickup availability of one
 * product, with storeStockList and leastAvailableProduct.
 */
export const customShippingApi = new Hono<AppEnv>().get('/organizations/:org/delivery-options', async (c) => {
  const { services } = commerceScope(c);
  const productId = requiredId(c.req.query('c_productId'), 'c_productId');
  const storeId = requiredId(c.req.query('c_storeId'), 'c_storeId');
  const storeIds = idList(c.req.query('c_storeIds'), 'c_storeIds', 50);
  checkCustomerId(c.req.query('c_customerId'));
  c.header('Cache-Control', NO_STORE);
  return c.json(await services.stock.deliveryOptions(productId, storeId, storeIds));
});

/**
 * GET /custom/products-data/v1/organizations/{org}/products-data?c_productIds=&c_storeId=
 * [&c_storeIds=&c_customerId=]&siteId=: online and store stock of several products.
 */
export const productsDataApi = new Hono<AppEnv>().get('/organizations/:org/products-data', async (c) => {
  const { services } = commerceScope(c);
  const productIds = idList(c.req.query('c_productIds'), 'c_productIds', 50, true);
  const storeId = requiredId(c.req.query('c_storeId'), 'c_storeId');
  const storeIds = idList(c.req.query('c_storeIds'), 'c_storeIds', 50);
  checkCustomerId(c.req.query('c_customerId'));
  c.header('Cache-Control', NO_STORE);
  const data = await services.stock.productsData(productIds, storeId, storeIds);
  return c.json({ limit: productIds.length, total: data.length, data });
});
