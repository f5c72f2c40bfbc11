/** Configuration error texts of document 1 §8 (site lookup). */
export const SITE_ERRORS = {
  urlRequiredForSite: 'URL is required to find a site object',
  noDefaultSite: "Can't find a matching default site. Please check your sites configuration.",
  noSites: "Can't find any sites from the config. Please check your configuration.",
  siteRequiredForLocale: 'Site is not defined. It is required to look for locale object',
  urlRequiredForLocale: 'URL is required to look for the locale object',
  configRequired: 'Config is not defined.',
} as const;

/** Thrown when the sites configuration cannot answer a lookup. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}
