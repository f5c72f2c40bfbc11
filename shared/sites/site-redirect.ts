/** Site redirect modal (document 1 §2.4, §4 Site redirect). */
import { SITES_CONFIG, type CountryCode, type SiteConfig } from './config';

/** Session-storage flags set when the visitor chooses a site. */
export const STAY_ON_SITE_KEY = 'stay-on-site';
export const PREVENT_REDIRECTION_KEY = 'prevent-redirection';

export interface SiteChoiceFlags {
  stayOnSite: boolean;
  preventRedirection: boolean;
}

/** User agents of crawlers and tools, which never see the modal. */
export const CRAWLER_PATTERN = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview|headlesschrome-crawler/i;

function asCountry(value: string | null | undefined): CountryCode | null {
  const upper = value?.toUpperCase();
  return upper === 'CA' || upper === 'US' ? upper : null;
}

/**
 * The site to offer, or null. The visitor's country comes from the IP lookup; on failure (or any
 * other country) it is the site's own country, so nothing is offered. A stored choice wins.
 */
export function siteToOffer(visitorCountry: string | null | undefined, current: SiteConfig, flags: SiteChoiceFlags, sites: readonly SiteConfig[] = SITES_CONFIG.sites): SiteConfig | null {
  if (flags.stayOnSite || flags.preventRedirection) return null;
  const country = asCountry(visitorCountry) ?? current.l10n.country;
  if (country === current.l10n.country) return null;
  return sites.find((s) => s.l10n.country === country) ?? null;
}
