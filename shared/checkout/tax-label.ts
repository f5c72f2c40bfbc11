import type { AppIntl } from '../i18n/create-intl';
import type { OrderTax } from './order-totals';

/** A tax rate as a percent of the locale ("13%" in English, "13 %" in French, "9.975%"). */
export function formatTaxRate(intl: Pick<AppIntl, 'formatNumber'>, pcm: number): string {
  return intl.formatNumber(pcm / 100_000, { style: 'percent', maximumFractionDigits: 3 });
}

/**
 * A tax line named in the shopper's language (decision 247): "HST (13%) ON" / "TVH (13 %) ON" in
 * Canada, "Sales tax (CA 7.25%)" / "Impuesto sobre las ventas (CA 7.25%)" in the United States.
 */
export function taxLineLabel(intl: Pick<AppIntl, 'formatMessage' | 'formatNumber'>, tax: Pick<OrderTax, 'kind' | 'pcm' | 'stateCode'>): string {
  const rate = formatTaxRate(intl, tax.pcm);
  if (tax.kind === 'STATE') {
    return intl.formatMessage({ id: 'checkout.summary.salesTaxLine' }, { name: intl.formatMessage({ id: 'checkout.summary.salesTax' }), state: tax.stateCode, rate });
  }
  return intl.formatMessage({ id: 'checkout.summary.taxLine' }, { name: intl.formatMessage({ id: `checkout.summary.taxName.${tax.kind}` }), state: tax.stateCode, rate });
}
