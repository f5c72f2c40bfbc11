import { LEGACY_PAGE_TYPES, type RouteName } from '../../../shared/routes/route-table';
import { routePath } from '../../../shared/seo/page-seo';
import { pageAlternates, pageUrl } from '../../../shared/seo/page-urls';
import { HIDDEN_CATEGORY_IDS, productAlternates, productUrl } from '../../../shared/product/product-urls';
import type { LocaleId, SiteId } from '../../../shared/sites/config';
import type { CategoryRow } from '../../data/repos/categories-repo';
import type { SitemapContentRow, SitemapProductRow } from '../../data/repos/sitemap-repo';
import { buildCategory } from '../catalog/category-tree';
import { categoryPageShape } from '../catalog/category-page-shape';
import type { SitemapEntry } from './sitemap-xml';

/** The child sitemaps of each site and locale. */
export const SITEMAP_SECTIONS = ['categories', 'products', 'vehicles', 'content'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export interface EntryScope {
  origin: string;
  siteId: SiteId;
  locale: LocaleId;
}

/** A page that exists in every locale: its canonical URL and alternates, as the page draws them. */
function everywhere(scope: EntryScope, path: string, lastmod?: string | null): SitemapEntry {
  return { loc: pageUrl(scope.origin, path, scope.locale), alternates: pageAlternates(scope.origin, path, null), ...(lastmod ? { lastmod } : {}) };
}

/**
 * Categories: a category whose /{id} shows sub-categories is listed as /{id}; a leaf with online
 * products as its list /category/{id} (the canonical each page declares, shared/seo/page-seo.ts).
 */
export function categoryEntries(scope: EntryScope, rows: CategoryRow[]): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const row of rows) {
    if (HIDDEN_CATEGORY_IDS.has(row.id)) continue;
    const category = buildCategory(rows, row.id, 2);
    if (!category?.c_haveOnlineProducts) continue;
    const id = encodeURIComponent(category.id);
    entries.push(everywhere(scope, categoryPageShape(category) === 'grid' ? `/${id}` : `/category/${id}`));
  }
  return entries;
}

/** Products at the URL of document 2 §2, built from the category tree the product page reads. */
export function productEntries(scope: EntryScope, rows: SitemapProductRow[], categories: CategoryRow[]): SitemapEntry[] {
  const trees = new Map<string, { id: string }[]>();
  const treeOf = (categoryId: string) => {
    let tree = trees.get(categoryId);
    if (!tree) {
      tree = buildCategory(categories, categoryId, 0)?.parentCategoryTree ?? [];
      trees.set(categoryId, tree);
    }
    return tree;
  };
  return rows.map((row) => {
    const tree = treeOf(row.primary_category_id);
    return { loc: productUrl(scope.origin, scope.locale, tree, row.id), alternates: productAlternates(scope.origin, tree, row.id) };
  });
}

/** Vehicle landing pages (/{modelId}) of vehicles that fit parts. */
export function vehicleEntries(scope: EntryScope, modelIds: string[]): SitemapEntry[] {
  return modelIds.map((id) => everywhere(scope, routePath('vehicle', { vehicle: id })));
}

/** Content pages of a locale, the legacy pages, the store locator and the site's stores. */
export function contentEntries(scope: EntryScope, rows: SitemapContentRow[], storeIds: string[]): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const has = (kind: string) => rows.some((r) => r.kind === kind);
  const slugPath = (route: RouteName, keys: string[], slug: string) => {
    const parts = slug.split('/');
    return routePath(route, Object.fromEntries(keys.map((key, i) => [key, parts[i] ?? ''])));
  };
  if (has('policy')) entries.push(everywhere(scope, routePath('policy', {})));
  if (has('resource')) entries.push(everywhere(scope, routePath('resources', {})));
  if (has('testimonial')) entries.push(everywhere(scope, routePath('testimonials', {})));
  if (has('contact-form')) entries.push(everywhere(scope, routePath('contact-us', {})));
  for (const row of rows) {
    if (row.kind === 'about-us') entries.push(everywhere(scope, routePath('about-us', {}), row.modified));
    if (row.kind === 'policy') entries.push(everywhere(scope, slugPath('policy-page', ['pageId'], row.slug), row.modified));
    if (row.kind === 'faq') entries.push(everywhere(scope, slugPath('faq-entry', ['category', 'id'], row.slug), row.modified));
    if (row.kind === 'resource') entries.push(everywhere(scope, slugPath('resource-page', ['category', 'pageId'], row.slug), row.modified));
  }
  // The legacy pages render from their messages even without content.
  for (const route of Object.keys(LEGACY_PAGE_TYPES) as RouteName[]) entries.push(everywhere(scope, routePath(route, {})));
  entries.push(everywhere(scope, routePath('store-locator', {})));
  for (const id of storeIds) {
    const path = routePath('store-details', { storeId: id });
    entries.push({ loc: pageUrl(scope.origin, path, scope.locale), alternates: pageAlternates(scope.origin, path, scope.siteId) });
  }
  return entries;
}
