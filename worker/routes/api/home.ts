import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';

/** API key of the home page deals for a site and locale (streamed on first render). */
export function dealsKey(siteId: string, localeId: string): string {
  return `/api/home/deals?site=${siteId}&locale=${localeId}`;
}

/** GET /api/home/deals?site=&locale=: the home page deal strip. */
export const homeApi = new Hono<AppEnv>().get('/home/deals', async (c) => {
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json(await c.var.services.deals());
});
