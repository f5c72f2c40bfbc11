import { Hono } from 'hono';
import { resolveLocation } from '../../../shared/sites/resolve';
import { hasEmptySegment } from '../../../shared/routes/path-shape';
import { isRedirect } from '../../../shared/types/page';
import { createServices } from '../../commerce/services';
import type { AppEnv } from '../../env';
import { resolvePage } from '../../render/loaders/resolve-page';
import { selectedVehicleId } from '../../commerce/vehicles/selected-vehicle-id';
import { sessionResolver } from '../../middleware/shopper-session';

/**
 * GET /api/page/{page path}?{page query}: the payload the page's loader gives, for client-side
 * navigation (the same loader feeds SSR). Redirects come back as data for the client router.
 */
export const pageDataApi = new Hono<AppEnv>().get('/page/*', async (c) => {
  const url = new URL(c.req.url);
  const pageHref = url.pathname.slice('/api/page'.length) || '/';
  // resolvePage reads the page query only (no tracking parameters; a cached route's declared ones).
  // Parsed as a path: `//x` must not become a host (shared/sites/resolve parseHref).
  const location = resolveLocation(pageHref + url.search);
  const services = createServices(c, location.site, location.locale);
  const result = await resolvePage({
    site: location.site,
    locale: location.locale,
    path: location.path,
    query: new URLSearchParams(location.search),
    services,
    selectedVehicleId: selectedVehicleId(c.req.header('cookie')),
    cookie: c.req.header('cookie') ?? null,
    defer: () => undefined,
    emptySegment: hasEmptySegment(pageHref),
    shopper: () => sessionResolver.resolve(c),
  });
  c.header('Cache-Control', 'no-store');
  if (isRedirect(result)) return c.json(result);
  return c.json(result, result.status as 200);
});
