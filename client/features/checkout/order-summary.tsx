import { css } from 'styled-system/css';
import type { OrderTotals } from '../../../shared/checkout/order-totals';
import { summaryRows } from '../../../shared/checkout/summary-rows';
import { taxLineLabel } from '../../../shared/checkout/tax-label';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { CurrencyCode, LocaleId } from '../../../shared/sites/config';
import { useIntl, useT } from '../../i18n/intl';

type SummaryTotals = Pick<OrderTotals, 'productSubtotal' | 'shippingTotal' | 'coreDepositTotal' | 'taxes' | 'orderTotal' | 'taxPending'>;

/**
 * Subtotal, shipping, refundable core deposits (decision 284), each tax line named in the shopper's language, taxes still to come, and the
 * total, which always equals the amounts above it (decision 244; minor units, locale format).
 */
export function OrderSummary({ totals, currency, locale }: { totals: SummaryTotals; currency: CurrencyCode; locale: LocaleId }) {
  const t = useT();
  const intl = useIntl();
  const price = (minor: number) => formatPrice(minor, currency, locale);
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4' });
  return (
    <dl className={css({ display: 'grid', gap: '2' })} data-testid="order-summary">
      {summaryRows(totals).map((r) => {
        switch (r.kind) {
          case 'subtotal':
            return (
              <div key="subtotal" className={row} data-row="subtotal">
                <dt>{t('checkout.summary.subtotal')}</dt>
                <dd>{price(r.amount)}</dd>
              </div>
            );
          case 'shipping':
            return (
              <div key="shipping" className={row} data-row="shipping">
                <dt>{t('checkout.summary.shipping')}</dt>
                <dd>{r.amount === 0 ? t('checkout.summary.free') : price(r.amount)}</dd>
              </div>
            );
          case 'coreDeposit':
            return (
              <div key="core-deposit" className={row} data-row="core-deposit">
                <dt>{t('checkout.summary.coreDeposit')}</dt>
                <dd>{price(r.amount)}</dd>
              </div>
            );
          case 'tax':
            return (
              <div key={`${r.tax.stateCode}-${r.tax.kind}`} className={row} data-row="tax">
                <dt>{taxLineLabel(intl, r.tax)}</dt>
                <dd>{price(r.amount)}</dd>
              </div>
            );
          case 'taxPending':
            return (
              <div key="tax-pending" className={row} data-row="tax-pending">
                <dt>{t(r.partial ? 'checkout.summary.deliveryTaxes' : 'checkout.summary.taxes')}</dt>
                <dd>{t('checkout.summary.taxesPending')}</dd>
              </div>
            );
          case 'total':
            return (
              <div key="total" className={row + ' ' + css({ fontWeight: 'bold', fontSize: 'lg', borderTop: '1px solid', borderColor: 'line', pt: '2' })} data-row="total">
                <dt>{t(r.estimated ? 'checkout.summary.estimatedTotal' : 'checkout.summary.total')}</dt>
                <dd data-testid="order-total">{price(r.amount)}</dd>
              </div>
            );
        }
      })}
    </dl>
  );
}
