/**
 * The route table of document 1 §2.1, shared by the server (which page to stream) and the
 * client (navigation without reloads). Paths here carry no site or locale prefix.
 * Order matters: the first matching entry wins, so fixed paths come before parameterised ones.
 */
export const ROUTES = [
  { name: 'home', pattern: '/' },
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
  { name: 'categories', pattern: '/categories/:id' },
  { name: 'product-list', pattern: '/category/:id' },
  { name: 'product', pattern: '/product/:id' },
  { name: 'search', pattern: '/search' },
  { name: 'policy', pattern: '/pages/policy' },
  { name: 'policy-page', pattern: '/pages/policy/:pageId' },
  { name: 'store-locator', pattern: '/pages/store-locator' },
  { name: 'store-details', pattern: '/pages/store-locator/:storeId' },
  { name: 'testimonials', pattern: '/pages/testimonials' },
  { name: 'resources', pattern: '/pages/resources' },
  { name: 'resource-page', pattern: '/pages/resources/:category/:pageId' },
  { name: 'about-us', pattern: '/pages/about-us' },
  { name: 'faq-entry', pattern: '/pages/faq/:category/:id' },
  { name: 'order-status', pattern: '/pages/order-status' },
  { name: 'order-status-detail', pattern: '/pages/order-status/:orderNo' },
  { name: 'contact-us', pattern: '/contact-us' },
  { name: 'page-not-found', pattern: '/page-not-found' },
  { name: 'factory-direct', pattern: '/factory-direct' },
  { name: 'buy-discount-auto-parts', pattern: '/buy-discount-auto-parts-factory-direct' },
  { name: 'why-our-prices', pattern: '/why-our-prices-are-so-low' },
  // Vehicle shapes: the first segment is a model id ({year}-{make}-{model}), see vehicle-url.ts.
  { name: 'vehicle', pattern: '/:vehicle', vehicle: true },
  { name: 'vehicle-category', pattern: '/:vehicle/:categoryId', vehicle: true },
  { name: 'vehicle-product', pattern: '/:vehicle/:categoryId/:id', vehicle: true },
  { name: 'product-detail', pattern: '/:catId/:subCatId/:id' },
  { name: 'category-products', pattern: '/:catId/:id' },
  { name: 'category', pattern: '/:id' },
] as const satisfies readonly RouteDef[];

export interface RouteDef {
  name: string;
  pattern: string;
  /** Matches only when the first segment looks like a vehicle model id. */
  vehicle?: boolean;
  /** Also matches longer paths that start with the pattern (the rest goes to the `rest` param). */
  prefix?: boolean;
}

export type RouteName = (typeof ROUTES)[number]['name'];

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
