import type { CurrencyCode, LocaleId } from '../sites/config';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: LocaleId, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in minor units in the locale's currency style. fr-CA replaces the thousands
 * space with a dot (document 1 §9): 1234.5 CAD → "1.234,50 $".
 */
export function formatPrice(minor: number, currency: CurrencyCode, locale: LocaleId): string {
  const parts = formatterFor(locale, currency).formatToParts(minor / 100);
  return parts
    .map((part) => (locale === 'fr-CA' && part.type === 'group' ? '.' : part.value))
    .join('');
}

/** Currency of a site's country: CAD on the Canadian site, USD otherwise (document 1 §9). */
export function currencyForCountry(country: string): CurrencyCode {
  return country === 'CA' ? 'CAD' : 'USD';
}
