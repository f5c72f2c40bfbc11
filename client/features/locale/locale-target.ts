import { SITES_CONFIG, type CountryCode, type LocaleId, type SitesConfig } from '../../../shared/sites/config';
import { buildHref, findLocale, type ResolvedLocation } from '../../../shared/sites/resolve';

/** Where a locale or country choice leads, and whether the app can get there without a reload. */
export interface SwitchTarget {
  href: string;
  /** True within the current site (stay in the app); false for the other country's site. */
  inApp: boolean;
}

/**
 * Locale switch (document 1 §4): a language of the same country keeps the path and query under
 * the new prefix, in the app; another country's locale is a full navigation to that site with
 * the same path and query.
 */
export function localeSwitchTarget(current: ResolvedLocation, localeId: LocaleId, config: SitesConfig = SITES_CONFIG): SwitchTarget {
  const site = config.sites.find((s) => s.l10n.supportedLocales.some((l) => l.id === localeId));
  const locale = site && findLocale(site, localeId);
  if (!site || !locale) throw new Error(`No site offers the locale ${localeId}`);
  return { href: buildHref(current.path + current.search, site, locale), inApp: site.id === current.site.id };
}

/**
 * Country switch (footer country picker): the other country's site, keeping the shopper's
 * language when that site offers it, else the site's default locale.
 */
export function countrySwitchTarget(current: ResolvedLocation, country: CountryCode, config: SitesConfig = SITES_CONFIG): SwitchTarget {
  const site = config.sites.find((s) => s.l10n.country === country);
  if (!site) throw new Error(`No site for the country ${country}`);
  const sameLanguage = site.l10n.supportedLocales.find((l) => l.alias === current.locale.alias);
  return localeSwitchTarget(current, (sameLanguage ?? findLocale(site, site.l10n.defaultLocale) ?? site.l10n.supportedLocales[0]!).id, config);
}
