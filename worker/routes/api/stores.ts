import { Hono } from 'hono';
import { SITES_CONFIG } from '../../../shared/sites/config';
import { findLocale, findSite } from '../../../shared/sites/resolve';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';

/** GET /api/stores/default?site=&locale=: the site country's default store, or null when it has none. */
export const storesApi = new Hono<AppEnv>().get('/stores/default', async (c) => {
  const { site, locale } = c.req.query();
  // The site middleware falls back to defaults; a named but unknown site or locale is a mistake.
  if (site !== undefined && !findSite(SITES_CONFIG, site)) throw new BadRequestError(`Unknown site: ${site}`);
  if (locale !== undefined && !findLocale(c.var.site, locale)) throw new BadRequestError(`Unsupported locale for ${c.var.site.id}: ${locale}`);
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json(await c.var.services.stores.getDefault());
});
