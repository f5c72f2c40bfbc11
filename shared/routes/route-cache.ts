/**
 * What the route table declares for a page the edge HTML cache may keep (issue 29, decision 275):
 * its cache class, the inputs its key is made of, and the query parameters its page depends on.
 * The cache builds keys from these declarations only, and the page is rendered from the same
 * inputs only, so a stored page is always what any shopper's own render of the key would be.
 * Routes name their declaration in the route table; the browser bundle never imports this file.
 */
import { ROUTES, type RouteName } from './route-table';

export type CacheClass = 'list' | 'detail' | 'content';

/**
 * The parts of a cached page's key besides its path and its allowed query. `vehicle-cookie` is the
 * normalised selected-vehicle cookie; `render-mode` is whole pages for crawlers vs streamed ones;
 * `build` the client entry; the versions are decision 203's invalidation tokens.
 */
export type CacheKeyInput = 'site' | 'locale' | 'vehicle-cookie' | 'render-mode' | 'build' | 'catalog-version' | 'product-version';

export interface RouteCache {
  class: CacheClass;
  keys: readonly CacheKeyInput[];
  /** Query parameter names the page reads; every other parameter is dropped before key and loader. */
  query: readonly string[];
  /** Parameter names of this shape are read too (a set member's selection sits under its product id). */
  queryNamePattern?: RegExp;
}

/** Every cached page depends on these (the header shows the selected vehicle on all of them). */
const PAGE_KEYS = ['site', 'locale', 'vehicle-cookie', 'render-mode', 'build', 'catalog-version'] as const satisfies readonly CacheKeyInput[];

/** The listing state of a product list URL (shared/search/refine-url.ts parseListingQuery). */
const LIST_QUERY = ['q', 'refine', 'sort', 'limit', 'offset', 'page', 'vehicle'] as const;

/** A plain page that reads no query. */
const CACHED_PAGE = { class: 'list', keys: PAGE_KEYS, query: [] } as const satisfies RouteCache;
/** Category and product lists, search and vehicle lists: the listing state is their query. */
const CACHED_LIST = { class: 'list', keys: PAGE_KEYS, query: LIST_QUERY } as const satisfies RouteCache;
/**
 * Product detail: `pid` overrides the path id; variation attributes select a variant by their id
 * (document 1 §2.9; the catalogue's attributes are color and size); a set member's selection is
 * nested under the member's product id (upper case, so it never meets a tracking parameter).
 */
const CACHED_DETAIL = {
  class: 'detail',
  keys: [...PAGE_KEYS, 'product-version'],
  query: ['pid', 'color', 'size'],
  queryNamePattern: /^[A-Z0-9]+(?:[-_.][A-Z0-9]+)*$/,
} as const satisfies RouteCache;
/** Content and store pages; the resources index filters by `category`. */
const CACHED_CONTENT = { class: 'content', keys: PAGE_KEYS, query: [] } as const satisfies RouteCache;
const CACHED_CONTENT_BY_CATEGORY = { class: 'content', keys: PAGE_KEYS, query: ['category'] } as const satisfies RouteCache;

/** The declarations routes name in the route table (`cache: 'list'`…). */
const PROFILES = {
  page: CACHED_PAGE,
  list: CACHED_LIST,
  detail: CACHED_DETAIL,
  content: CACHED_CONTENT,
  'content-by-category': CACHED_CONTENT_BY_CATEGORY,
} as const satisfies Record<string, RouteCache>;

export type CacheProfile = keyof typeof PROFILES;

const CACHE_OF = new Map<string, RouteCache>(ROUTES.flatMap((route) => ('cache' in route ? [[route.name, PROFILES[route.cache]] as const] : [])));

/** The route's cache declaration, or null for a page that is never cached. */
export function routeCache(route: RouteName | null | undefined): RouteCache | null {
  return route ? (CACHE_OF.get(route) ?? null) : null;
}

/**
 * Names kept on every page, cached or not: `redirected` marks the second try of an unknown path
 * (document 1 §2.1), which only ever changes a 404, never a stored page.
 */
export const ALWAYS_KEPT_PARAMS: readonly string[] = ['redirected'];
