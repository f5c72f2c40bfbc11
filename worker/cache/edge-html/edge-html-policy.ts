/**
 * What the edge HTML cache keeps and for how long (decisions 200–202): anonymous GETs of catalog
 * and content pages. Pure rules; the middleware (`edge-html-cache.ts`) applies them.
 */
import type { RouteMatch } from '../../../shared/routes/match-route';
import type { RouteName } from '../../../shared/routes/route-table';
import { encodeVehicleCookie, decodeVehicleCookie, readCookie } from '../../../shared/vehicles/vehicle-cookie';
import { SELECTED_VEHICLE_COOKIE } from '../../../shared/vehicles/selected-vehicle';
import { SESSION_COOKIE } from '../../middleware/shopper-session';
import { PARTNER_PARAM } from '../../middleware/partner-referral';

export type PageCacheClass = 'list' | 'detail' | 'content';

/** Catalog and content routes; everything else (cart, checkout, account, sign-in, order status) is never cached. */
const CLASS_OF: Partial<Record<RouteName, PageCacheClass>> = {
  home: 'list',
  categories: 'list',
  category: 'list',
  'product-list': 'list',
  'category-products': 'list',
  search: 'list',
  vehicle: 'list',
  'vehicle-category': 'list',
  product: 'detail',
  'product-detail': 'detail',
  'vehicle-product': 'detail',
  'factory-direct': 'content',
  'buy-discount-auto-parts': 'content',
  'why-our-prices': 'content',
  policy: 'content',
  'policy-page': 'content',
  'about-us': 'content',
  'faq-entry': 'content',
  testimonials: 'content',
  resources: 'content',
  'resource-page': 'content',
  'contact-us': 'content',
  'store-locator': 'content',
  'store-details': 'content',
};

export function pageCacheClass(route: RouteName | null | undefined): PageCacheClass | null {
  return route ? (CLASS_OF[route] ?? null) : null;
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

/** The browser-facing header of a page nobody's cookie shaped: shared caches may keep it. */
export function publicCacheControl(kind: PageCacheClass): string {
  const { freshSeconds, staleSeconds } = EDGE_LIFETIME[kind];
  const browser = kind === 'detail' ? freshSeconds : 0;
  return `public, max-age=${browser}, s-maxage=${freshSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** The header of a page the selected-vehicle cookie shaped: only the edge cache (keyed by it) shares it. */
export const VEHICLE_SHAPED_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

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
export function detailProductId(match: RouteMatch, url: URL): string | null {
  const id = (url.searchParams.get('pid')?.trim() || match.params.id || '').toUpperCase();
  return id || null;
}

export interface EdgeKeyParts {
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

/** The cache key: the page URL under a reserved path that names every other part of the key. */
export function edgeKeyUrl(url: URL, parts: EdgeKeyParts): string {
  const named = [parts.siteId, parts.localeId, parts.vehicle, parts.render, parts.build, parts.catalogVersion, parts.productVersion];
  return `${url.origin}/__edge-html/${named.map(encodeURIComponent).join('/')}${url.pathname}${url.search}`;
}
