import { array, nullable, number, string, type } from 'superstruct';
import { SITES_CONFIG, type LocaleId, type SiteConfig, type SiteId } from '../../../shared/sites/config';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { listCategories, type CategoryRow } from '../../data/repos/categories-repo';
import {
  listSitemapContent, listSitemapProducts, listSitemapStores, listVehiclesWithParts, seedVersion,
} from '../../data/repos/sitemap-repo';
import { categoryEntries, contentEntries, productEntries, SITEMAP_SECTIONS, vehicleEntries, type EntryScope, type SitemapSection } from './sitemap-entries';
import { SITEMAP_LIMITS, sitemapIndexXml, splitUrls, urlElement, urlsetXml, type SitemapLimits } from './sitemap-xml';

const CategoryRowsSchema = array(type({ id: string(), parent_id: nullable(string()), online: number(), have_online_products: number(), name: string() }));
const ProductRowsSchema = array(type({ id: string(), primary_category_id: string() }));
const IdsSchema = array(string());
const ContentRowsSchema = array(type({ kind: string(), slug: string(), modified: nullable(string()) }));

export interface SitemapServiceDeps {
  db: D1Database;
  cache: KvCacheDeps;
  limits?: SitemapLimits;
}

/** Path of a child sitemap; the route parses the same shape. */
export function childSitemapPath(siteId: SiteId, locale: LocaleId, section: SitemapSection, part: number): string {
  return `/sitemaps/${siteId}/${locale}/${section}-${part}.xml`;
}

/**
 * Sitemaps from D1 through the repos: the rows are cached in KV (keys carry the seed version, so
 * a re-seeded database never serves an old list), the XML is rendered per request for its origin.
 */
export function createSitemapService(deps: SitemapServiceDeps) {
  const limits = deps.limits ?? SITEMAP_LIMITS;
  const read = async <T>(version: string, scope: [string, string], id: string, schema: Parameters<typeof cached<T>>[3], load: () => Promise<T>) =>
    cached(deps.cache, cacheKey('sitemap', scope[0], scope[1], `${version}:${id}`), CACHE_SHORT, schema, load);

  async function elements(version: string, scope: EntryScope, site: SiteConfig, section: SitemapSection): Promise<string[]> {
    const all: [string, string] = ['all', 'all'];
    const categories = () => read(version, all, 'categories', CategoryRowsSchema, () => listCategories(deps.db, 'en')) as Promise<CategoryRow[]>;
    let entries;
    if (section === 'categories') entries = categoryEntries(scope, await categories());
    else if (section === 'products') entries = productEntries(scope, await read(version, all, 'products', ProductRowsSchema, () => listSitemapProducts(deps.db)), await categories());
    else if (section === 'vehicles') entries = vehicleEntries(scope, await read(version, all, 'vehicles', IdsSchema, () => listVehiclesWithParts(deps.db)));
    else {
      const [content, stores] = await Promise.all([
        read(version, [site.id, scope.locale], 'content', ContentRowsSchema, () => listSitemapContent(deps.db, scope.locale)),
        read(version, [site.id, 'all'], 'stores', IdsSchema, () => listSitemapStores(deps.db, site.l10n.country)),
      ]);
      entries = contentEntries(scope, content, stores);
    }
    return entries.map(urlElement);
  }

  async function files(origin: string, site: SiteConfig, locale: LocaleId, section: SitemapSection): Promise<string[][]> {
    const version = await seedVersion(deps.db);
    return splitUrls(await elements(version, { origin, siteId: site.id, locale }, site, section), limits);
  }

  return {
    /** The sitemap index: every non-empty part of every section, per site and locale. */
    async index(origin: string): Promise<string> {
      const locations: string[] = [];
      for (const site of SITES_CONFIG.sites) {
        for (const { id: locale } of site.l10n.supportedLocales) {
          for (const section of SITEMAP_SECTIONS) {
            const parts = await files(origin, site, locale, section);
            parts.forEach((_, i) => locations.push(origin + childSitemapPath(site.id, locale, section, i + 1)));
          }
        }
      }
      return sitemapIndexXml(locations);
    },
    /** One part of a section (1-based), or null when the part does not exist. */
    async child(origin: string, site: SiteConfig, locale: LocaleId, section: SitemapSection, part: number): Promise<string | null> {
      const parts = await files(origin, site, locale, section);
      const chosen = parts[part - 1];
      return chosen ? urlsetXml(chosen) : null;
    },
  };
}
