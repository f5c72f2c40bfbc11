import { ALL_LOCALES, SITES_CONFIG, type LocaleId, type SiteConfig } from '../sites/config';
import { findLocale, findSite } from '../sites/resolve';

/** Category ids never used in product paths or breadcrumbs (document 1 §2.2). */
export const HIDDEN_CATEGORY_IDS: ReadonlySet<string> = new Set(['parts', 'root', 'ymm-catalog']);

/** '{parent}/{category}' of the last two visible category ids of a tree, or 'product' (document 2 §2). */
export function productPathSection(categoryTree: readonly { id: string }[]): string {
  const visible = categoryTree.filter((c) => !HIDDEN_CATEGORY_IDS.has(c.id));
  return visible.length >= 2 ? visible.slice(-2).map((c) => c.id).join('/') : 'product';
}

function siteUrl(origin: string, site: SiteConfig): string {
  return site.id === SITES_CONFIG.defaultSite ? origin : `${origin}/${site.alias}`;
}

function siteOfLocale(locale: LocaleId): SiteConfig {
  return SITES_CONFIG.sites.find((s) => s.l10n.supportedLocales.some((l) => l.id === locale)) ?? (findSite(SITES_CONFIG, SITES_CONFIG.defaultSite) as SiteConfig);
}

/**
 * The product's URL for a locale: {site url}/{locale}/{last two category ids or 'product'}/{id},
 * on the site that offers the locale (the Canadian site for the Canadian locales).
 */
export function productUrl(origin: string, locale: LocaleId, categoryTree: readonly { id: string }[], id: string): string {
  const site = siteOfLocale(locale);
  const alias = findLocale(site, locale)?.alias ?? 'en';
  return `${siteUrl(origin, site)}/${alias}/${productPathSection(categoryTree)}/${encodeURIComponent(id)}`;
}

/** hreflang alternates for the four locales, plus x-default (the default site's default locale). */
export function productAlternates(origin: string, categoryTree: readonly { id: string }[], id: string): { hreflang: string; href: string }[] {
  const links = ALL_LOCALES.map((locale) => ({ hreflang: locale, href: productUrl(origin, locale, categoryTree, id) }));
  return [...links, { hreflang: 'x-default', href: productUrl(origin, 'en-US', categoryTree, id) }];
}

/** Kit component row link (document 2 §2): /{parentCategoryId}/{categoryId}/{productId}, else /product/{productId}. */
export function componentHref(child: { id: string; primaryCategoryId: string; parentCategoryId: string | null }): string {
  return child.parentCategoryId && !HIDDEN_CATEGORY_IDS.has(child.parentCategoryId)
    ? `/${child.parentCategoryId}/${child.primaryCategoryId}/${encodeURIComponent(child.id)}`
    : `/product/${encodeURIComponent(child.id)}`;
}
