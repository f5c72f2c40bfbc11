import { ROUTES, type RouteName } from '../routes/route-table';
import type { SiteId } from '../sites/config';
import type { PagePayload, PageSeo } from '../types/page';
import type { CategoryPageData, ProductListData } from '../search/listing-data';

/**
 * Routes a search engine may index (decision 172). Every other route — account, sign-in,
 * registration, password pages, cart, checkout, order pages, search, and any route added later —
 * is noindex by default.
 */
export const INDEXABLE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home', 'categories', 'category', 'product-list', 'category-products', 'product', 'product-detail',
  'vehicle', 'vehicle-category', 'vehicle-product', 'policy', 'policy-page', 'store-locator', 'store-details',
  'testimonials', 'resources', 'resource-page', 'about-us', 'faq-entry', 'contact-us',
  'factory-direct', 'buy-discount-auto-parts', 'why-our-prices',
]);

/** Content and store routes: their canonical path is their own route pattern filled in. */
const PATTERN_CANONICAL: ReadonlySet<RouteName> = new Set<RouteName>([
  'policy', 'policy-page', 'store-locator', 'store-details', 'testimonials', 'resources', 'resource-page',
  'about-us', 'faq-entry', 'contact-us', 'factory-direct', 'buy-discount-auto-parts', 'why-our-prices',
]);

const NOINDEX: PageSeo = { index: false, canonicalPath: null, site: null };

/** A route's path with its parameters filled in (each segment encoded as links encode it). */
export function routePath(name: RouteName, params: Record<string, string>): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route.pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** Canonical path of a list: /category/{id}, or /{modelId}/{categoryId} for a vehicle's list. */
function listPath(data: ProductListData): string | null {
  if (data.mode !== 'category' || !data.category) return null;
  const id = encodeURIComponent(data.category.id);
  return data.vehicleInPath && data.vehicle ? `/${encodeURIComponent(data.vehicle.modelId)}/${id}` : `/category/${id}`;
}

/**
 * Indexing, canonical path and hreflang scope of a page, decided in one place from its payload
 * and query so every page kind (and the sitemap) follows the same rule. The product page draws
 * its own canonical (document 2 §2 form), so its canonicalPath is null.
 */
export function pageSeo(payload: PagePayload, query: URLSearchParams, siteId: SiteId): PageSeo {
  if (payload.status !== 200 || !payload.route || !INDEXABLE_ROUTES.has(payload.route)) return NOINDEX;
  switch (payload.kind) {
    case 'home':
      return { index: true, canonicalPath: '/', site: null };
    case 'category':
      return { index: true, canonicalPath: `/${encodeURIComponent((payload.data as CategoryPageData).category.id)}`, site: null };
    case 'product-list': {
      // Filtered, sorted or paged views of a list stay out of the index; page one is the list.
      const path = listPath(payload.data as ProductListData);
      return path && query.size === 0 ? { index: true, canonicalPath: path, site: null } : NOINDEX;
    }
    case 'vehicle':
      return { index: true, canonicalPath: routePath('vehicle', payload.params), site: null };
    case 'product':
      return { index: true, canonicalPath: null, site: null };
    default:
      if (!PATTERN_CANONICAL.has(payload.route)) return NOINDEX;
      // A store belongs to its country's site; content exists in every locale.
      return { index: true, canonicalPath: routePath(payload.route, payload.params), site: payload.route === 'store-details' ? siteId : null };
  }
}

/** The robots directive of a page (meta robots and X-Robots-Tag). */
export function robotsDirective(seo: PageSeo | undefined): string {
  return seo?.index ? 'index, follow' : 'noindex, follow';
}
