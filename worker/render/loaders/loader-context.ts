import type { RouteMatch } from '../../../shared/routes/match-route';
import type { CachedRouteName, RouteName } from '../../../shared/routes/route-table';
import type { LocaleConfig, SiteConfig } from '../../../shared/sites/config';
import type { Breadcrumb, PageKind, PagePayload, PageRedirect } from '../../../shared/types/page';
import type { Shopper } from '../../commerce/customer/shopper';
import type { Services } from '../../commerce/services';

/**
 * The services a cached page may read: catalogue, content and stores, the same for every shopper.
 * Baskets, orders, accounts and addresses are not there, so a cached loader cannot read them.
 */
export type CatalogServices = Pick<
  Services,
  'categories' | 'search' | 'cache' | 'deals' | 'stores' | 'stock' | 'vehicles' | 'fitment' | 'reviews' | 'reco' | 'products' | 'content' | 'captchaWidget'
>;

const CATALOG_SERVICES = [
  'categories', 'search', 'cache', 'deals', 'stores', 'stock', 'vehicles', 'fitment', 'reviews', 'reco', 'products', 'content', 'captchaWidget',
] as const satisfies readonly (keyof CatalogServices)[];

/** The catalogue services only, handed to cached loaders (the others are not even in the object). */
export function catalogServices(services: Services): CatalogServices {
  return Object.fromEntries(CATALOG_SERVICES.map((name) => [name, services[name]])) as CatalogServices;
}

/**
 * What the loader of a cached route gets (issue 29 item 1, decision 275): the route, site,
 * locale, the page query (shared/routes/page-query), catalogue services and the selected vehicle —
 * the inputs of its cache key. No cookie, no shopper, no personal service: reading one here does
 * not compile, so a cached page cannot carry anything personal.
 */
export interface CachedLoaderContext {
  match: RouteMatch;
  site: SiteConfig;
  locale: LocaleConfig;
  path: string;
  query: URLSearchParams;
  services: CatalogServices;
  /** Model id of the shopper's selected vehicle (cookie), for pages whose URL names none: a key input. */
  selectedVehicleId: string | null;
  /** Slow data started now and streamed later, by API key (see client/data/deferred.tsx). */
  defer: (apiKey: string, promise: Promise<unknown>) => void;
}

/** What the loader of a personal (never cached) route gets: everything, the session included. */
export interface LoaderContext extends CachedLoaderContext {
  services: Services;
  /** The request's Cookie header (personal pages such as the order confirmation read it). */
  cookie: string | null;
  /** The shopper of the request's session, read only by loaders that ask (sign-in pages). */
  shopper?: () => Promise<Shopper | null>;
}

/** A loader answers a payload, a redirect, or NOT_FOUND (which triggers the unknown-path rule). */
export const NOT_FOUND = Symbol('not-found');
export type LoaderResult = PagePayload | PageRedirect | typeof NOT_FOUND;
export type Loader = (ctx: LoaderContext) => Promise<LoaderResult> | LoaderResult;
/** The loader of a cached route: it may serve a personal route too, never the other way round. */
export type CachedLoader = (ctx: CachedLoaderContext) => Promise<LoaderResult> | LoaderResult;

/** The loader table: a cached route (route-table.ts `cache`) takes a cached loader only. */
export type LoaderTable = { [Name in RouteName]?: Name extends CachedRouteName ? CachedLoader : Loader };

/** Builds a 200 payload for the matched route. */
export function page<T>(ctx: Pick<CachedLoaderContext, 'match'>, kind: PageKind, data: T, breadcrumbs: Breadcrumb[] = []): PagePayload<T> {
  return { kind, route: ctx.match.name, params: ctx.match.params, status: 200, breadcrumbs, data };
}

/** Parent ids left out of breadcrumbs (document 1 §2.2). */
export const HIDDEN_CRUMB_IDS = new Set(['parts', 'root', 'ymm-catalog']);
