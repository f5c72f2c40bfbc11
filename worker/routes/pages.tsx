import { Hono, type Context } from 'hono';
import { isRedirect } from '../../shared/types/page';
import type { DeferredRegistry } from '../../client/data/deferred';
import type { AppEnv } from '../env';
import { resolvePage } from '../render/loaders/resolve-page';
import { sessionResolver } from '../middleware/shopper-session';
import { renderDocument, type RenderInput } from '../render/render-document';
import { pageFormPost } from './page-forms';
import { menuKey } from './api/menu';
import { vehicleFallback } from '../commerce/vehicles/selected-vehicle-fallback';
import { defaultStoreKey } from '../../shared/types/store';
import { selectedVehicleId } from '../commerce/vehicles/selected-vehicle-id';
import { hasEmptySegment } from '../../shared/routes/path-shape';
import { browserCacheControl } from '../cache/edge-html/edge-html-policy';
import { routeCache } from '../../shared/routes/route-cache';
import { pageHref } from '../../shared/routes/page-query';
import { resolveLocation } from '../../shared/sites/resolve';
import { shellContentKey } from '../../shared/content/content-keys';
import type { ShellContent } from '../../shared/content/content-types';

/** Paths whose pages are personal (checkout, its confirmation, the order lookup, the account area). */
export function isPersonalPath(path: string): boolean {
  return path.includes('/checkout') || path.startsWith('/pages/order-status') || path === '/account' || path.startsWith('/account/');
}

/** Every page of the route table, streamed as HTML; page form posts are answered in page-forms.ts. */
export const pages = new Hono<AppEnv>().get('*', (c) => pageResponse(c)).post('*', pageFormPost);

/** The page of the request's path, with the answer to a form posted to it when there is one. */
export async function pageResponse(c: Context<AppEnv>, formAnswer?: RenderInput['formAnswer']): Promise<Response> {
  const url = new URL(c.req.url);
  const deferred: DeferredRegistry = new Map();
  const vehicleId = selectedVehicleId(c.req.header('cookie'));
  const [result, menu, vehicles, store, shellContent] = await Promise.all([
    resolvePage({
      site: c.var.site,
      locale: c.var.locale,
      path: c.var.path,
      // The address's own query: resolvePage hands loaders the page query, and keeps the rest for
      // the unknown-path retry (document 1 §2.1).
      query: new URLSearchParams(resolveLocation(url).search),
      services: c.var.services,
      selectedVehicleId: vehicleId,
      cookie: c.req.header('cookie') ?? null,
      defer: (key, promise) => deferred.set(key, promise.catch(() => null)),
      emptySegment: hasEmptySegment(url.pathname),
      shopper: () => sessionResolver.resolve(c),
    }),
    // A failing menu read leaves the header without category menus; the page still renders.
    c.var.services.categories.getMenu().catch((error: unknown) => {
      console.error('menu unavailable', c.var.requestId, error);
      return [];
    }),
    // The selected vehicle (cookie) and the URL's vehicle, so the first HTML already shows them.
    vehicleFallback(c),
    // A failing store read leaves the header's store picker without a store; the page still renders.
    c.var.services.stores.getDefault().catch((error: unknown) => {
      console.error('store unavailable', c.var.requestId, error);
      return null;
    }),
    // Header promo and footer lists (cached content); on failure the shell shows its built-in ones.
    c.var.services.content.shell().catch((error: unknown): ShellContent | null => {
      console.error('shell content unavailable', c.var.requestId, error);
      return null;
    }),
  ]);
  // A personal page's redirect (a guest sent to sign in) is not kept by any cache either.
  if (isRedirect(result) && isPersonalPath(c.var.path)) c.header('Cache-Control', 'private, no-store');
  if (isRedirect(result)) return c.redirect(result.redirect, result.status);
  if (result.cacheControl) c.header('Cache-Control', result.cacheControl);
  if (result.vary) c.header('Vary', result.vary, { append: true });
  // Catalog and content pages carry nothing personal but do carry this response's CSP nonce: the
  // browser may keep them, no shared cache may (decision 277); only our edge cache stores them,
  // keyed by the vehicle cookie, the one cookie that shapes them.
  const cache = routeCache(result.route);
  if (result.status === 200 && cache) {
    c.header('Cache-Control', browserCacheControl(cache.class, vehicleId !== null));
    if (vehicleId !== null && cache.class !== 'detail') c.header('Vary', 'Cookie', { append: true });
  }
  // Cart and checkout pages are personal: never kept by a shared cache (nor by the browser).
  if (result.route === 'cart' || result.route?.startsWith('checkout')) c.header('Cache-Control', 'private, no-store');
  // Cart, checkout, confirmation and order lookup are personal: never kept by a shared cache (nor by the browser).
  if (result.route === 'cart' || isPersonalPath(c.var.path)) c.header('Cache-Control', 'private, no-store');
  // A page showing a form's answer is this shopper's alone.
  if (formAnswer) c.header('Cache-Control', 'private, no-store');
  return renderDocument(c, {
    formAnswer,
    // The page's own query (no tracking parameters): what a stored copy may be served for.
    href: pageHref(url.pathname + url.search),
    payload: result,
    deferred,
    fallback: { [menuKey(c.var.site.id, c.var.locale.id)]: menu, ...vehicles, [defaultStoreKey(c.var.site.id, c.var.locale.id)]: store,
      ...(shellContent ? { [shellContentKey(c.var.site.id, c.var.locale.id)]: shellContent } : {}),
    },
  });
}
