import { css } from 'styled-system/css';
import type { Basket } from '../../../shared/cart/basket';
import { summaryRows } from '../../../shared/checkout/summary-rows';
import { taxLineLabel } from '../../../shared/checkout/tax-label';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { LocaleId } from '../../../shared/sites/config';
import { useIntl, useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { FreeShippingProgress } from './free-shipping-progress';

/**
 * Order summary: subtotal, shipping (the site's rule), refundable core deposits, the tax lines already known (pickup lines
 * at their store), the rest calculated at checkout, and an estimated total equal to the amounts
 * shown (decision 244); then how far the delivered goods are from free shipping, and Checkout.
 */
export function OrderSummary({ basket, locale }: { basket: Basket; locale: LocaleId }) {
  const t = useT();
  const intl = useIntl();
  const money = (minor: number) => formatPrice(minor, basket.currency, locale);
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '1' });
  const rows = summaryRows({ productSubtotal: basket.productSubTotal, shippingTotal: basket.shippingTotal, coreDepositTotal: basket.c_coreDepositTotal, taxes: basket.c_taxes, orderTotal: basket.orderTotal, taxPending: basket.c_taxPending });
  return (
    <section aria-labelledby="order-summary-title" data-testid="order-summary" className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '2', alignSelf: 'start' })}>
      <h2 id="order-summary-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('cart.orderSummary')}
      </h2>
      <dl>
        {rows.map((r) => {
          switch (r.kind) {
            case 'subtotal':
              return (
                <div key="subtotal" className={row} data-row="subtotal">
                  <dt>{t('cart.subtotal', { count: basket.c_totalItems })}</dt>
                  <dd data-testid="cart-subtotal">{money(r.amount)}</dd>
                </div>
              );
            case 'shipping':
              return (
                <div key="shipping" className={row} data-row="shipping">
                  <dt>{t('cart.estimatedShipping')}</dt>
                  <dd>{r.amount === 0 ? t('checkout.summary.free') : money(r.amount)}</dd>
                </div>
              );
            case 'coreDeposit':
              return (
                <div key="core-deposit" className={row} data-row="core-deposit">
                  <dt>{t('checkout.summary.coreDeposit')}</dt>
                  <dd>{money(r.amount)}</dd>
                </div>
              );
            case 'tax':
              return (
                <div key={`${r.tax.stateCode}-${r.tax.kind}`} className={row} data-row="tax">
                  <dt>{taxLineLabel(intl, r.tax)}</dt>
                  <dd>{money(r.amount)}</dd>
                </div>
              );
            case 'taxPending':
              return (
                <div key="tax-pending" className={row} data-row="tax-pending">
                  <dt>{r.partial ? t('checkout.summary.deliveryTaxes') : t('cart.estimatedTax')}</dt>
                  <dd className={css({ color: 'muted' })}>{t('cart.calculatedAtCheckout')}</dd>
                </div>
              );
            case 'total':
              return (
                <div key="total" className={`${row} ${css({ borderTop: '1px solid', borderColor: 'line', pt: '2', fontWeight: 'bold' })}`} data-row="total">
                  <dt>{t('cart.estimatedTotal')}</dt>
                  <dd>{money(r.amount)}</dd>
                </div>
              );
          }
        })}
      </dl>
      <FreeShippingProgress basket={basket} locale={locale} />
      <Link to="/checkout" className={css({ display: 'flex', justifyContent: 'center', alignItems: 'center', minH: '12', borderRadius: 'md', bg: 'brand.yellow', color: 'ink', fontWeight: 'bold' })}>
        {t('cart.checkout')}
      </Link>
    </section>
  );
}
