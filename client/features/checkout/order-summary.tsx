import { css } from 'styled-system/css';
import type { OrderTax, OrderTotals } from '../../../shared/checkout/order-totals';
import { formatTaxRate } from '../../../shared/checkout/taxes';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { CurrencyCode, LocaleId } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';

/** One tax line as "HST (13%) ON". */
export function taxLabel(t: (id: string, v?: Record<string, string | number>) => string, tax: OrderTax): string {
  return t('checkout.summary.taxLine', { kind: tax.kind === 'STATE' ? t('checkout.summary.salesTax') : tax.kind, rate: formatTaxRate(tax.pcm), state: tax.stateCode });
}

/** Subtotal, shipping, each tax and the total (minor units, formatted for the locale). */
export function OrderSummary({ totals, currency, locale, taxesPending }: { totals: OrderTotals; currency: CurrencyCode; locale: LocaleId; taxesPending: boolean }) {
  const t = useT();
  const price = (minor: number) => formatPrice(minor, currency, locale);
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4' });
  return (
    <dl className={css({ display: 'grid', gap: '2' })} data-testid="order-summary">
      <div className={row}>
        <dt>{t('checkout.summary.subtotal')}</dt>
        <dd>{price(totals.productSubtotal)}</dd>
      </div>
      <div className={row}>
        <dt>{t('checkout.summary.shipping')}</dt>
        <dd>{totals.shippingTotal === 0 ? t('checkout.summary.free') : price(totals.shippingTotal)}</dd>
      </div>
      {taxesPending ? (
        <div className={row}>
          <dt>{t('checkout.summary.taxes')}</dt>
          <dd>{t('checkout.summary.taxesPending')}</dd>
        </div>
      ) : (
        totals.taxes.map((tax) => (
          <div key={`${tax.stateCode}-${tax.kind}`} className={row}>
            <dt>{taxLabel(t, tax)}</dt>
            <dd>{price(tax.amount)}</dd>
          </div>
        ))
      )}
      <div className={row + ' ' + css({ fontWeight: 'bold', fontSize: 'lg', borderTop: '1px solid', borderColor: 'line', pt: '2' })}>
        <dt>{t('checkout.summary.total')}</dt>
        <dd data-testid="order-total">{price(totals.orderTotal)}</dd>
      </div>
    </dl>
  );
}
