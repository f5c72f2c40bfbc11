import type { CacheProfile } from './route-cache';

/**
 * The route table of document 1 §2.1, shared by the server (which page to stream) and the
 * client (navigation without reloads). Paths here carry no site or locale prefix.
 * Order matters: the first matching entry wins, so fixed paths come before parameterised ones.
 * `cache` marks the pages the edge HTML cache keeps and names their declaration — class, key inputs,
 * allowed query — in route-cache.ts (server side only: the browser bundle does not carry them);
 * their loaders get no cookie and no shopper (worker/render/loaders/loader-context.ts).
 */
export const ROUTES = [
  { name: 'home', pattern: '/', cache: 'page' },
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
  { name: 'categories', pattern: '/categories/:id', cache: 'list' },
  { name: 'product-list', pattern: '/category/:id', cache: 'list' },
  { name: 'product', pattern: '/product/:id', cache: 'detail' },
  { name: 'search', pattern: '/search', cache: 'list' },
  { name: 'policy', pattern: '/pages/policy', cache: 'content' },
  { name: 'policy-page', pattern: '/pages/policy/:pageId', cache: 'content' },
  { name: 'store-locator', pattern: '/pages/store-locator', cache: 'content' },
  { name: 'store-details', pattern: '/pages/store-locator/:storeId', cache: 'content' },
  { name: 'testimonials', pattern: '/pages/testimonials', cache: 'content' },
  { name: 'resources', pattern: '/pages/resources', cache: 'content-by-category' },
  { name: 'resource-page', pattern: '/pages/resources/:category/:pageId', cache: 'content' },
  { name: 'about-us', pattern: '/pages/about-us', cache: 'content' },
  { name: 'faq-entry', pattern: '/pages/faq/:category/:id', cache: 'content' },
  { name: 'order-status', pattern: '/pages/order-status' },
  { name: 'order-status-detail', pattern: '/pages/order-status/:orderNo' },
  { name: 'contact-us', pattern: '/contact-us', cache: 'content' },
  { name: 'page-not-found', pattern: '/page-not-found' },
  { name: 'factory-direct', pattern: '/factory-direct', cache: 'content' },
  { name: 'buy-discount-auto-parts', pattern: '/buy-discount-auto-parts-factory-direct', cache: 'content' },
  { name: 'why-our-prices', pattern: '/why-our-prices-are-so-low', cache: 'content' },
  // Vehicle shapes: the first segment is a model id ({year}-{make}-{model}), see vehicle-url.ts.
  { name: 'vehicle', pattern: '/:vehicle', vehicle: true, cache: 'list' },
  { name: 'vehicle-category', pattern: '/:vehicle/:categoryId', vehicle: true, cache: 'list' },
  { name: 'vehicle-product', pattern: '/:vehicle/:categoryId/:id', vehicle: true, cache: 'detail' },
  { name: 'product-detail', pattern: '/:catId/:subCatId/:id', cache: 'detail' },
  { name: 'category-products', pattern: '/:catId/:id', cache: 'list' },
  { name: 'category', pattern: '/:id', cache: 'list' },
] as const satisfies readonly RouteDef[];

export interface RouteDef {
  name: string;
  pattern: string;
  /** Matches only when the first segment looks like a vehicle model id. */
  vehicle?: boolean;
  /** Also matches longer paths that start with the pattern (the rest goes to the `rest` param). */
  prefix?: boolean;
  /** Kept by the edge HTML cache: its declaration (class, key inputs, allowed query) in route-cache.ts. Absent: never cached. */
  cache?: CacheProfile;
}

export type RouteName = (typeof ROUTES)[number]['name'];
/** Routes whose pages the edge HTML cache keeps: their loaders read no cookie and no shopper. */
export type CachedRouteName = Extract<(typeof ROUTES)[number], { cache: CacheProfile }>['name'];

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
