import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';

/** API key of the header menu for a site and locale. */
export function menuKey(siteId: string, localeId: string): string {
  return `/api/menu?site=${siteId}&locale=${localeId}`;
}

/** GET /api/menu?site=&locale=: the header menu categories. */
export const menuApi = new Hono<AppEnv>().get('/menu', async (c) => {
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json(await c.var.services.categories.getMenu());
});
