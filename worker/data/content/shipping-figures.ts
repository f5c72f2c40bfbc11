/**
 * The shipping figures the content states, read from the site configuration and formatted for the
 * locale, so the FAQ and the shipping policy say what checkout charges (decisions 245, 246).
 */
import { STANDARD_ESTIMATE_DAYS } from '../../../shared/checkout/shipping';
import { formatPrice } from '../../../shared/pricing/format-price';
import { formatRoundPrice } from '../../../shared/pricing/format-round-price';
import { SITES_CONFIG, type LocaleId } from '../../../shared/sites/config';

export interface ShippingFigures {
  /** Standard delivery's fee ("$9.99", "9,99 $"). */
  fee: string;
  /** Delivered goods over this ship free ("$49", "59 $"). */
  freeOver: string;
  minDays: number;
  maxDays: number;
}

export function shippingFigures(locale: LocaleId): ShippingFigures {
  const site = SITES_CONFIG.sites.find((s) => s.l10n.supportedLocales.some((l) => l.id === locale));
  if (!site) throw new RangeError(`No site for locale ${locale}`);
  const currency = site.l10n.defaultCurrency;
  return {
    fee: formatPrice(site.shipping.standardFeeMinor, currency, locale),
    freeOver: formatRoundPrice(site.shipping.freeShippingOverMinor, currency, locale),
    minDays: STANDARD_ESTIMATE_DAYS.min,
    maxDays: STANDARD_ESTIMATE_DAYS.max,
  };
}
