import {
  DEFAULT_LOCALE,
  SITES_CONFIG,
  type LocaleConfig,
  type SiteConfig,
  type SitesConfig,
} from './config';
import { SITE_ERRORS, SiteConfigError } from './errors';

/** Site, locale and the prefix-free path of a URL. */
export interface ResolvedLocation {
  site: SiteConfig;
  locale: LocaleConfig;
  /** Path without site or locale prefixes, always starting with '/'. */
  path: string;
  /** Query string without site/locale parameters, '' or starting with '?'. */
  search: string;
}

/** The default site of a configuration (document 1 §8 texts when it cannot). */
export function getDefaultSite(config: SitesConfig | undefined = SITES_CONFIG): SiteConfig {
  if (!config) throw new SiteConfigError(SITE_ERRORS.configRequired);
  if (!config.sites?.length) throw new SiteConfigError(SITE_ERRORS.noSites);
  const site = findSite(config, config.defaultSite);
  if (!site) throw new SiteConfigError(SITE_ERRORS.noDefaultSite);
  return site;
}

/** A site by id or alias. */
export function findSite(config: SitesConfig, ref: string | null | undefined): SiteConfig | undefined {
  if (!ref) return undefined;
  const key = ref.toLowerCase();
  return config.sites.find((s) => s.id === key || s.alias === key);
}

/** A locale of a site by id or alias. */
export function findLocale(site: SiteConfig, ref: string | null | undefined): LocaleConfig | undefined {
  if (!ref) return undefined;
  const key = ref.toLowerCase();
  return site.l10n.supportedLocales.find((l) => l.id.toLowerCase() === key || l.alias === key);
}

/** The site that offers a locale id (aliases are ambiguous across sites, except fr and es). */
function siteForLocale(config: SitesConfig, ref: string): SiteConfig | undefined {
  const key = ref.toLowerCase();
  const byId = config.sites.find((s) => s.l10n.supportedLocales.some((l) => l.id.toLowerCase() === key));
  if (byId) return byId;
  const byAlias = config.sites.filter((s) => s.l10n.supportedLocales.some((l) => l.alias === key));
  if (byAlias.length === 1) return byAlias[0];
  return undefined;
}

/** The locale to use on a site: the requested one if the site offers it, else the site default. */
export function resolveLocale(url: URL | string | undefined, site: SiteConfig | undefined, requested?: string | null): LocaleConfig {
  if (!url) throw new SiteConfigError(SITE_ERRORS.urlRequiredForLocale);
  if (!site) throw new SiteConfigError(SITE_ERRORS.siteRequiredForLocale);
  const found = findLocale(site, requested);
  if (found) return found;
  const fallback = findLocale(site, site.l10n.defaultLocale) ?? findLocale(site, DEFAULT_LOCALE) ?? site.l10n.supportedLocales[0];
  if (!fallback) throw new SiteConfigError(SITE_ERRORS.noDefaultSite);
  return fallback;
}

/**
 * Reads site and locale from path prefixes (`/s/{site}`, `/{site}`, then `/{locale}`) or from the
 * `site` / `locale` query parameters; defaults apply when absent (document 1 §2.1).
 */
export function resolveLocation(url: URL | string | undefined, config: SitesConfig = SITES_CONFIG): ResolvedLocation {
  if (!url) throw new SiteConfigError(SITE_ERRORS.urlRequiredForSite);
  const parsed = typeof url === 'string' ? parseHref(url) : url;
  const segments = parsed.pathname.split('/').filter(Boolean);
  const query = new URLSearchParams(parsed.search);

  let site: SiteConfig | undefined;
  if (segments[0] === 's' && findSite(config, segments[1])) {
    site = findSite(config, segments[1]);
    segments.splice(0, 2);
  } else if (findSite(config, segments[0])) {
    site = findSite(config, segments[0]);
    segments.splice(0, 1);
  }

  let localeRef: string | undefined;
  const candidate = segments[0];
  if (candidate) {
    const offered = site ? findLocale(site, candidate) : siteForLocale(config, candidate);
    if (offered || (!site && isLanguagePrefix(config, candidate))) {
      localeRef = candidate;
      segments.splice(0, 1);
    }
  }

  const queryLocale = query.get('locale');
  site ??= findSite(config, query.get('site')) ?? (localeRef ? siteForLocale(config, localeRef) : undefined);
  site ??= queryLocale ? siteForLocale(config, queryLocale) : undefined;
  site ??= getDefaultSite(config);
  const locale = resolveLocale(parsed, site, localeRef ?? queryLocale);

  query.delete('site');
  query.delete('locale');
  const rest = query.toString();
  return { site, locale, path: '/' + segments.join('/'), search: rest ? `?${rest}` : '' };
}

/**
 * Parses an absolute URL or a path+query. A path is appended to a placeholder origin rather than
 * resolved against it: resolved, `//x` would name the host x and `///` would not parse at all.
 */
export function parseHref(href: string): URL {
  if (href.startsWith('/') || href.startsWith('\\')) return new URL(`http://localhost${href.startsWith('/') ? '' : '/'}${href}`);
  return new URL(href, 'http://localhost');
}

function isLanguagePrefix(config: SitesConfig, ref: string): boolean {
  return config.sites.some((s) => s.l10n.supportedLocales.some((l) => l.alias === ref.toLowerCase()));
}

/** The URL prefix for a site and locale, defaults omitted: '', '/es', '/ca', '/ca/fr'. */
export function prefixFor(site: SiteConfig, locale: LocaleConfig, config: SitesConfig = SITES_CONFIG): string {
  const defaultSite = getDefaultSite(config);
  const sitePart = site.id === defaultSite.id ? '' : `/${site.alias}`;
  const localePart = locale.id === site.l10n.defaultLocale ? '' : `/${locale.alias}`;
  return sitePart + localePart;
}

/** Builds an internal link: the prefix-free path with the site/locale prefix re-added. */
export function buildHref(path: string, site: SiteConfig, locale: LocaleConfig): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = prefixFor(site, locale);
  if (!prefix) return clean;
  const [pathname, rest = ''] = splitQuery(clean);
  return (pathname === '/' ? prefix : prefix + pathname) + rest;
}

function splitQuery(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}
