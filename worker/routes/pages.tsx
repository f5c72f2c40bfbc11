import { Hono } from 'hono';
import { isRedirect } from '../../shared/types/page';
import type { DeferredRegistry } from '../../client/data/deferred';
import type { AppEnv } from '../env';
import { resolvePage } from '../render/loaders/resolve-page';
import { renderDocument } from '../render/render-document';
import { menuKey } from './api/menu';
import { vehicleFallback } from '../commerce/vehicles/selected-vehicle-fallback';
import { defaultStoreKey } from '../../shared/types/store';
import { selectedVehicleId } from '../commerce/vehicles/selected-vehicle-id';

/** Paths whose pages are personal (checkout, its confirmation, the order lookup). */
export function isPersonalPath(path: string): boolean {
  return path.includes('/checkout') || path.startsWith('/pages/order-status');
}

/** Every page of the route table, streamed as HTML. */
export const pages = new Hono<AppEnv>().get('*', async (c) => {
  const url = new URL(c.req.url);
  const deferred: DeferredRegistry = new Map();
  const [result, menu, vehicles, store] = await Promise.all([
    resolvePage({
      site: c.var.site,
      locale: c.var.locale,
      path: c.var.path,
      query: new URLSearchParams(c.var.search),
      services: c.var.services,
      selectedVehicleId: selectedVehicleId(c.req.header('cookie')),
      cookie: c.req.header('cookie') ?? null,
      defer: (key, promise) => deferred.set(key, promise.catch(() => null)),
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
  ]);
  if (isRedirect(result)) return c.redirect(result.redirect, result.status);
  // Cart, checkout, confirmation and order lookup are personal: never kept by a shared cache (nor by the browser).
  if (result.route === 'cart' || isPersonalPath(c.var.path)) c.header('Cache-Control', 'private, no-store');
  return renderDocument(c, {
    href: url.pathname + url.search,
    payload: result,
    deferred,
    fallback: { [menuKey(c.var.site.id, c.var.locale.id)]: menu, ...vehicles, [defaultStoreKey(c.var.site.id, c.var.locale.id)]: store },
  });
});
