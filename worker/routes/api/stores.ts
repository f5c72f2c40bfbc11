import { Hono, type Context } from 'hono';
import { SITES_CONFIG } from '../../../shared/sites/config';
import { findLocale, findSite } from '../../../shared/sites/resolve';
import { INITIAL_STORE_LIST_LIMIT } from '../../../shared/stores/store-search-constants';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { parseStoreIds, parseStoreSearchQuery } from '../../commerce/store/store-search-input';
import { idList, requiredId } from '../commerce-api/stock-params';

// Open state changes by the minute and stock with every order: not kept by shared caches.
const NO_STORE = 'no-store';

/** The site middleware falls back to defaults; a named but unknown site or locale is a mistake. */
function checkSiteLocale(c: Context<AppEnv>): void {
  const { site, locale } = c.req.query();
  if (site !== undefined && !findSite(SITES_CONFIG, site)) throw new BadRequestError(`Unknown site: ${site}`);
  if (locale !== undefined && !findLocale(c.var.site, locale)) throw new BadRequestError(`Unsupported locale for ${c.var.site.id}: ${locale}`);
}

function pageParam(value: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new BadRequestError(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

/**
 * Store JSON for the storefront (same data as the Shopper Stores paths, bound to the request's
 * site and locale): the default store, a page of the site's stores, nearest stores (with one
 * product's stock when productId is given), stores by id, and a product's stock.
 */
export const storesApi = new Hono<AppEnv>()
  .use('/stores/*', async (c, next) => {
    checkSiteLocale(c);
    await next();
  })
  .get('/stores/default', async (c) => {
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(await c.var.services.stores.getDefault());
  })
  .get('/stores/list', async (c) => {
    const limit = pageParam(c.req.query('limit'), 'limit', 1, 50, INITIAL_STORE_LIST_LIMIT);
    const offset = pageParam(c.req.query('offset'), 'offset', 0, 10_000, 0);
    c.header('Cache-Control', NO_STORE);
    return c.json(await c.var.services.stores.list(limit, offset));
  })
  .get('/stores/search', async (c) => {
    const input = parseStoreSearchQuery(c.req.query(), c.var.site.l10n.country);
    const productId = c.req.query('productId');
    const result = await c.var.services.stores.search(input);
    c.header('Cache-Control', NO_STORE);
    if (!productId || !result.data.length) return c.json(result);
    const [data] = await c.var.services.stock.productsData([requiredId(productId, 'productId')], null, result.data.map((s) => s.id));
    const stock = new Map(data?.storeStockList.map((s) => [s.storeId, s.availableStock]));
    return c.json({ ...result, data: result.data.map((s) => ({ ...s, availableStock: stock.get(s.id) ?? 0 })) });
  })
  .get('/stores/by-id', async (c) => {
    c.header('Cache-Control', NO_STORE);
    return c.json(await c.var.services.stores.getByIds(parseStoreIds(c.req.query('ids'))));
  })
  .get('/stock', async (c) => {
    checkSiteLocale(c);
    const productId = requiredId(c.req.query('productId'), 'productId');
    const [asked] = idList(c.req.query('storeId'), 'storeId', 1);
    // A store remembered in the browser may have closed since: fall back to the default store.
    const country = c.var.site.l10n.country;
    let store: { id: string; countryCode: string } | null = asked ? await c.var.services.stores.getById(asked) : null;
    if (!store || store.countryCode !== country) store = await c.var.services.stores.getDefault();
    const storeId = store && store.countryCode === country ? store.id : null;
    c.header('Cache-Control', NO_STORE);
    // Like the streamed section: a failing read answers null and the page says stock could not be checked.
    const options = await c.var.services.stock.deliveryOptions(productId, storeId).catch((error: unknown) => {
      console.warn('stock unavailable', productId, error);
      return null;
    });
    return c.json(options);
  });
