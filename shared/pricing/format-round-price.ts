import type { CurrencyCode, LocaleId } from '../sites/config';
import { formatPrice } from './format-price';

/**
 * A price without its cents when it has none ("$49", "59 $"), the way advertised figures read
 * (free-shipping threshold); any other amount as formatPrice writes it. fr-CA keeps its thousands dot.
 */
export function formatRoundPrice(minor: number, currency: CurrencyCode, locale: LocaleId): string {
  if (minor % 100 !== 0) return formatPrice(minor, currency, locale);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 })
    .formatToParts(minor / 100)
    .map((part) => (locale === 'fr-CA' && part.type === 'group' ? '.' : part.value))
    .join('');
}
