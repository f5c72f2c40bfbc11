import {
  CACHED_CONTENT, CACHED_CONTENT_BY_CATEGORY, CACHED_DETAIL, CACHED_LIST, CACHED_PAGE, type RouteCache,
} from './route-cache';

/**
 * The route table of document 1 §2.1, shared by the server (which page to stream) and the
 * client (navigation without reloads). Paths here carry no site or locale prefix.
 * Order matters: the first matching entry wins, so fixed paths come before parameterised ones.
 * `cache` marks the pages the edge HTML cache keeps, with their key inputs and query (route-cache.ts);
 * their loaders get no cookie and no shopper (worker/render/loaders/loader-context.ts).
 */
export const ROUTES = [
  { name: 'home', pattern: '/', cache: CACHED_PAGE },
  { name: 'home-redirect', pattern: '/home' },
  { name: 'login', pattern: '/login' },
  { name: 'registration', pattern: '/registration' },
  { name: 'reset-password', pattern: '/reset-password' },
  { name: 'change-password', pattern: '/change-password' },
  { name: 'account', pattern: '/account' },
  { name: 'account-menu', pattern: '/account/:menu' },
  // /account is a prefix match (document 1 §2.1): deeper account paths stay in the account area.
  { name: 'account-area', pattern: '/account', prefix: true },
  { name: 'cart', pattern: '/cart' },
  { name: 'checkout', pattern: '/checkout' },
  { name: 'checkout-confirmation', pattern: '/checkout/confirmation/:orderNo' },
  { name: 'categories', pattern: '/categories/:id', cache: CACHED_LIST },
  { name: 'product-list', pattern: '/category/:id', cache: CACHED_LIST },
  { name: 'product', pattern: '/product/:id', cache: CACHED_DETAIL },
  { name: 'search', pattern: '/search', cache: CACHED_LIST },
  { name: 'policy', pattern: '/pages/policy', cache: CACHED_CONTENT },
  { name: 'policy-page', pattern: '/pages/policy/:pageId', cache: CACHED_CONTENT },
  { name: 'store-locator', pattern: '/pages/store-locator', cache: CACHED_CONTENT },
  { name: 'store-details', pattern: '/pages/store-locator/:storeId', cache: CACHED_CONTENT },
  { name: 'testimonials', pattern: '/pages/testimonials', cache: CACHED_CONTENT },
  { name: 'resources', pattern: '/pages/resources', cache: CACHED_CONTENT_BY_CATEGORY },
  { name: 'resource-page', pattern: '/pages/resources/:category/:pageId', cache: CACHED_CONTENT },
  { name: 'about-us', pattern: '/pages/about-us', cache: CACHED_CONTENT },
  { name: 'faq-entry', pattern: '/pages/faq/:category/:id', cache: CACHED_CONTENT },
  { name: 'order-status', pattern: '/pages/order-status' },
  { name: 'order-status-detail', pattern: '/pages/order-status/:orderNo' },
  { name: 'contact-us', pattern: '/contact-us', cache: CACHED_CONTENT },
  { name: 'page-not-found', pattern: '/page-not-found' },
  { name: 'factory-direct', pattern: '/factory-direct', cache: CACHED_CONTENT },
  { name: 'buy-discount-auto-parts', pattern: '/buy-discount-auto-parts-factory-direct', cache: CACHED_CONTENT },
  { name: 'why-our-prices', pattern: '/why-our-prices-are-so-low', cache: CACHED_CONTENT },
  // Vehicle shapes: the first segment is a model id ({year}-{make}-{model}), see vehicle-url.ts.
  { name: 'vehicle', pattern: '/:vehicle', vehicle: true, cache: CACHED_LIST },
  { name: 'vehicle-category', pattern: '/:vehicle/:categoryId', vehicle: true, cache: CACHED_LIST },
  { name: 'vehicle-product', pattern: '/:vehicle/:categoryId/:id', vehicle: true, cache: CACHED_DETAIL },
  { name: 'product-detail', pattern: '/:catId/:subCatId/:id', cache: CACHED_DETAIL },
  { name: 'category-products', pattern: '/:catId/:id', cache: CACHED_LIST },
  { name: 'category', pattern: '/:id', cache: CACHED_LIST },
] as const satisfies readonly RouteDef[];

export interface RouteDef {
  name: string;
  pattern: string;
  /** Matches only when the first segment looks like a vehicle model id. */
  vehicle?: boolean;
  /** Also matches longer paths that start with the pattern (the rest goes to the `rest` param). */
  prefix?: boolean;
  /** Kept by the edge HTML cache: class, key inputs, allowed query (route-cache.ts). Absent: never cached. */
  cache?: RouteCache;
}

export type RouteName = (typeof ROUTES)[number]['name'];
/** Routes whose pages the edge HTML cache keeps: their loaders read no cookie and no shopper. */
export type CachedRouteName = Extract<(typeof ROUTES)[number], { cache: RouteCache }>['name'];

const CACHE_OF = new Map<string, RouteCache>(ROUTES.flatMap((route) => ('cache' in route ? [[route.name, route.cache] as const] : [])));

/** The route's cache declaration, or null for a page that is never cached. */
export function routeCache(route: RouteName | null | undefined): RouteCache | null {
  return route ? (CACHE_OF.get(route) ?? null) : null;
}

/** Page types of the legacy static pages (document 1 §2.1). */
export const LEGACY_PAGE_TYPES = {
  'factory-direct': 'factory_direct',
  'buy-discount-auto-parts': 'buy_discount_auto_parts',
  'why-our-prices': 'why',
} as const satisfies Partial<Record<RouteName, string>>;

/** Screens that share one page component, keyed by the screen's route names. */
export const PRODUCT_LIST_ROUTES: readonly RouteName[] = [
  'product-list',
  'category-products',
  'vehicle-category',
  'search',
];
export const PRODUCT_DETAIL_ROUTES: readonly RouteName[] = ['product', 'product-detail', 'vehicle-product'];
export const CATEGORY_ROUTES: readonly RouteName[] = ['categories', 'category'];
