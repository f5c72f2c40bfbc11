import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { parseStoreIds, parseStoreSearchQuery } from '../../commerce/store/store-search-input';
import { commerceScope } from './commerce-scope';

/**
 * Shopper Stores (document 1 §7): GET …/store-search (nearest stores to a postal code or a point)
 * and GET …/stores?ids= (store details), each answering {limit, offset, total, data: [Store]}.
 * Open state depends on the minute, so shared caches keep them only briefly.
 */
export const shopperStoresApi = new Hono<AppEnv>()
  .get('/organizations/:org/store-search', async (c) => {
    const { site, services } = commerceScope(c);
    const input = parseStoreSearchQuery(c.req.query(), site.l10n.country);
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(await services.stores.search(input));
  })
  .get('/organizations/:org/stores', async (c) => {
    const { services } = commerceScope(c);
    const ids = parseStoreIds(c.req.query('ids'));
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(await services.stores.getByIds(ids));
  });
