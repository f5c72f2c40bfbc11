import { ALL_LOCALES, SITES_CONFIG, type LocaleId, type SiteConfig, type SiteId } from '../sites/config';
import { buildHref, findLocale } from '../sites/resolve';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The site that offers a locale (each locale belongs to exactly one site). */
export function siteOfLocale(locale: LocaleId): SiteConfig {
  const site = SITES_CONFIG.sites.find((s) => s.l10n.supportedLocales.some((l) => l.id === locale));
  if (!site) throw new Error(`no site offers ${locale}`);
  return site;
}

/**
 * Absolute URL of a prefix-free path in a locale: the page's canonical form for every page but
 * the product page (whose form is shared/product/product-urls.ts). Default site and locale carry
 * no prefix, as the links the pages build.
 */
export function pageUrl(origin: string, path: string, locale: LocaleId): string {
  const site = siteOfLocale(locale);
  const localeConfig = findLocale(site, locale);
  if (!localeConfig) throw new Error(`${site.id} does not offer ${locale}`);
  return origin + buildHref(path, site, localeConfig);
}

/** Locales a page exists in: every locale, or only those of one site (store details). */
export function alternateLocales(site: SiteId | null): LocaleId[] {
  return ALL_LOCALES.filter((locale) => site === null || siteOfLocale(locale).id === site);
}

/**
 * hreflang alternates of a prefix-free path (the page's own and the sitemap's, so they agree),
 * plus x-default: the default site's default locale, or the first locale when the page exists on
 * one site only.
 */
export function pageAlternates(origin: string, path: string, site: SiteId | null): Alternate[] {
  const locales = alternateLocales(site);
  const links = locales.map((locale) => ({ hreflang: locale, href: pageUrl(origin, path, locale) }));
  const fallback = locales.includes('en-US') ? 'en-US' : locales[0];
  return fallback ? [...links, { hreflang: 'x-default', href: pageUrl(origin, path, fallback) }] : links;
}
