import type { RouteMatch } from '../../../shared/routes/match-route';
import type { LocaleConfig, SiteConfig } from '../../../shared/sites/config';
import type { Breadcrumb, PageKind, PagePayload, PageRedirect } from '../../../shared/types/page';
import type { Shopper } from '../../commerce/customer/shopper';
import type { Services } from '../../commerce/services';

/** What a route loader gets: the matched route, site, locale, query, and services bound to them. */
export interface LoaderContext {
  match: RouteMatch;
  site: SiteConfig;
  locale: LocaleConfig;
  path: string;
  query: URLSearchParams;
  services: Services;
  /** Model id of the shopper's selected vehicle (cookie), for pages whose URL names none. */
  selectedVehicleId: string | null;
  /** The request's Cookie header (personal pages such as the order confirmation read it). */
  cookie: string | null;
  /** Slow data started now and streamed later, by API key (see client/data/deferred.tsx). */
  defer: (apiKey: string, promise: Promise<unknown>) => void;
  /** The shopper of the request's session, read only by loaders that ask (sign-in pages). */
  shopper?: () => Promise<Shopper | null>;
}

/** A loader answers a payload, a redirect, or NOT_FOUND (which triggers the unknown-path rule). */
export const NOT_FOUND = Symbol('not-found');
export type LoaderResult = PagePayload | PageRedirect | typeof NOT_FOUND;
export type Loader = (ctx: LoaderContext) => Promise<LoaderResult> | LoaderResult;

/** Builds a 200 payload for the matched route. */
export function page<T>(ctx: LoaderContext, kind: PageKind, data: T, breadcrumbs: Breadcrumb[] = []): PagePayload<T> {
  return { kind, route: ctx.match.name, params: ctx.match.params, status: 200, breadcrumbs, data };
}

/** Parent ids left out of breadcrumbs (document 1 §2.2). */
export const HIDDEN_CRUMB_IDS = new Set(['parts', 'root', 'ymm-catalog']);
