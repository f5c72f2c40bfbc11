/**
 * What the edge HTML cache keeps and for how long (decisions 200–202): anonymous GETs of catalog
 * and content pages. Pure rules; the middleware (`edge-html-cache.ts`) applies them.
 */
import type { RouteMatch } from '../../../shared/routes/match-route';
import { routeCache } from '../../../shared/routes/route-cache';
import type { RouteName } from '../../../shared/routes/route-table';
import type { CacheClass, CacheKeyInput } from '../../../shared/routes/route-cache';
import { encodeVehicleCookie, decodeVehicleCookie, readCookie } from '../../../shared/vehicles/vehicle-cookie';
import { SELECTED_VEHICLE_COOKIE } from '../../../shared/vehicles/selected-vehicle';
import { SESSION_COOKIE } from '../../middleware/shopper-session';
import { PARTNER_PARAM } from '../../middleware/partner-referral';

export type PageCacheClass = CacheClass;

/**
 * The class of a route's pages, from the route table's `cache` declaration (decision 275); null for
 * everything never cached (cart, checkout, account, sign-in, order status, not found).
 */
export function pageCacheClass(route: RouteName | null | undefined): PageCacheClass | null {
  return routeCache(route)?.class ?? null;
}

/** Fresh for `freshSeconds`, then served stale for up to `staleSeconds` while one re-render runs. */
export interface EdgeLifetime {
  freshSeconds: number;
  staleSeconds: number;
}

/** Decision 201: lists and content 60 s (+300 s stale), product detail 300 s (+600 s stale, decision 060). */
export const EDGE_LIFETIME: Record<PageCacheClass, EdgeLifetime> = {
  list: { freshSeconds: 60, staleSeconds: 300 },
  detail: { freshSeconds: 300, staleSeconds: 600 },
  content: { freshSeconds: 60, staleSeconds: 300 },
};

/**
 * The browser's header of a cached page (decision 277): it carries this response's CSP nonce, so
 * no shared cache downstream may keep it (`private`); only our edge cache stores it, and rewrites
 * the nonce on every hit. Product pages keep decision 060's five minutes in the browser unless the
 * selected-vehicle cookie shaped them; lists and content pages revalidate (they follow the garage).
 */
export function browserCacheControl(kind: PageCacheClass, vehicleShaped = false): string {
  if (kind === 'detail' && !vehicleShaped) return `private, max-age=${EDGE_LIFETIME.detail.freshSeconds}`;
  return 'private, max-age=0, must-revalidate';
}

/** The request headers a key input stands for: a response may Vary on these and nothing else. */
const VARY_OF_KEY: Record<CacheKeyInput, readonly string[]> = {
  site: [],
  locale: [],
  'vehicle-cookie': ['cookie'],
  'render-mode': ['user-agent'],
  build: [],
  'catalog-version': [],
  'product-version': [],
};

/** The Vary header names a route's pages may carry: those its declared key inputs stand for. */
export function allowedVary(keys: readonly CacheKeyInput[]): ReadonlySet<string> {
  return new Set(keys.flatMap((key) => VARY_OF_KEY[key]));
}

/**
 * Whether a response's Vary names only headers its key covers (decision 275): a page that varies
 * on anything else (`*`, Authorization, Accept-Language…) depends on an input the key does not
 * hold, so storing it would serve one request's page to another.
 */
export function varyWithinKey(vary: string | null, allowed: ReadonlySet<string>): boolean {
  if (!vary) return true;
  return vary.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean).every((name) => allowed.has(name));
}

/**
 * Decision 200: a visitor is anonymous without a shopper session cookie and without an
 * Authorization header. Only anonymous renders are stored; signed-in shoppers and guests with a
 * session (a cart) are served stored pages but never store the pages rendered for them.
 */
export function isAnonymous(headers: Headers): boolean {
  if (headers.has('authorization')) return false;
  return readCookie(headers.get('cookie'), SESSION_COOKIE) === null;
}

/** Query parameters whose response sets cookies or is otherwise private: such requests bypass the cache. */
const PRIVATE_PARAMS = [PARTNER_PARAM];

export function hasPrivateQuery(url: URL): boolean {
  return PRIVATE_PARAMS.some((name) => url.searchParams.has(name));
}

/** The key part of the selected vehicle: the cookie's normalised value, '-' without one. */
export function vehicleKeyPart(cookieHeader: string | null): string {
  const vehicle = decodeVehicleCookie(readCookie(cookieHeader, SELECTED_VEHICLE_COOKIE));
  return vehicle ? encodeVehicleCookie(vehicle) : '-';
}

/** The product a detail page shows (its version is part of the key); `pid` overrides the path id. */
export function detailProductId(match: RouteMatch, query: URLSearchParams): string | null {
  const id = (query.get('pid')?.trim() || match.params.id || '').toUpperCase();
  return id || null;
}

export interface EdgeKeyParts {
  /** The page query ('' or '?…', shared/routes/page-query): tracking parameters never reach the key. */
  search: string;
  siteId: string;
  localeId: string;
  vehicle: string;
  /** 'whole' for crawlers (settled, unstreamed page), 'stream' otherwise. */
  render: 'whole' | 'stream';
  /** The client build (the hashed entry): a new deployment never serves a page naming old chunks. */
  build: string;
  catalogVersion: string;
  productVersion: string;
}

/**
 * The cache key: the page path and query under a reserved path that names every other part of the
 * key; a part the route does not declare is '-' (decision 275).
 */
export function edgeKeyUrl(url: URL, keys: readonly CacheKeyInput[], parts: EdgeKeyParts): string {
  const part = (input: CacheKeyInput, value: string) => (keys.includes(input) ? value : '-');
  const named = [
    part('site', parts.siteId),
    part('locale', parts.localeId),
    part('vehicle-cookie', parts.vehicle),
    part('render-mode', parts.render),
    part('build', parts.build),
    part('catalog-version', parts.catalogVersion),
    part('product-version', parts.productVersion),
  ];
  return `${url.origin}/__edge-html/${named.map(encodeURIComponent).join('/')}${url.pathname}${parts.search}`;
}
