/** Sites and locales of the store (document 1 §1, §3, §9). */

export type LocaleId = 'en-US' | 'es-US' | 'en-CA' | 'fr-CA';
export type SiteId = 'axle-us' | 'axle-ca';
export type CurrencyCode = 'USD' | 'CAD';
export type CountryCode = 'US' | 'CA';
export type Language = 'en' | 'fr' | 'es';

export interface LocaleConfig {
  id: LocaleId;
  alias: Language;
  preferredCurrency: CurrencyCode;
  country: CountryCode;
  flag: string;
}

/**
 * Standard delivery's price on a site, in minor units of the site's currency (decision 245): the
 * fee, and free when the delivered goods before tax come to more than `freeShippingOverMinor`.
 */
export interface ShippingRule {
  standardFeeMinor: number;
  freeShippingOverMinor: number;
}

export interface SiteConfig {
  id: SiteId;
  alias: 'us' | 'ca';
  shipping: ShippingRule;
  l10n: {
    supportedCurrencies: CurrencyCode[];
    defaultCurrency: CurrencyCode;
    defaultLocale: LocaleId;
    country: CountryCode;
    flag: string;
    supportedLocales: LocaleConfig[];
  };
}

export interface SitesConfig {
  defaultSite: string;
  sites: SiteConfig[];
}

export const DEFAULT_LOCALE: LocaleId = 'en-US';
export const DEFAULT_SITE_ID: SiteId = 'axle-us';
export const SUPPORTED_LANGUAGE_PREFIXES: readonly Language[] = ['en', 'fr', 'es'];

const US_FLAG = 'us';
const CA_FLAG = 'ca';

export const SITES_CONFIG: SitesConfig = {
  defaultSite: DEFAULT_SITE_ID,
  sites: [
    {
      id: 'axle-us',
      alias: 'us',
      shipping: { standardFeeMinor: 999, freeShippingOverMinor: 4900 },
      l10n: {
        supportedCurrencies: ['USD'],
        defaultCurrency: 'USD',
        defaultLocale: 'en-US',
        country: 'US',
        flag: US_FLAG,
        supportedLocales: [
          { id: 'en-US', alias: 'en', preferredCurrency: 'USD', country: 'US', flag: US_FLAG },
          { id: 'es-US', alias: 'es', preferredCurrency: 'USD', country: 'US', flag: US_FLAG },
        ],
      },
    },
    {
      id: 'axle-ca',
      alias: 'ca',
      shipping: { standardFeeMinor: 999, freeShippingOverMinor: 5900 },
      l10n: {
        supportedCurrencies: ['CAD'],
        defaultCurrency: 'CAD',
        defaultLocale: 'en-CA',
        country: 'CA',
        flag: CA_FLAG,
        supportedLocales: [
          { id: 'en-CA', alias: 'en', preferredCurrency: 'CAD', country: 'CA', flag: CA_FLAG },
          { id: 'fr-CA', alias: 'fr', preferredCurrency: 'CAD', country: 'CA', flag: CA_FLAG },
        ],
      },
    },
  ],
};

export const ALL_LOCALES: readonly LocaleId[] = ['en-US', 'es-US', 'en-CA', 'fr-CA'];

export function languageOf(locale: LocaleId): Language {
  return locale.slice(0, 2) as Language;
}

export function isLocaleId(value: string): value is LocaleId {
  return (ALL_LOCALES as readonly string[]).includes(value);
}
