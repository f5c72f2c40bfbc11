import { css } from 'styled-system/css';
import type { Basket } from '../../../shared/cart/basket';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { LocaleId } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';

/** Order summary: subtotal, shipping and tax (calculated at checkout until it computes them), total, Checkout. */
export function OrderSummary({ basket, locale }: { basket: Basket; locale: LocaleId }) {
  const t = useT();
  const money = (minor: number | null) => (minor === null ? t('cart.calculatedAtCheckout') : formatPrice(minor, basket.currency, locale));
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '1' });
  return (
    <section aria-labelledby="order-summary-title" data-testid="order-summary" className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '2', alignSelf: 'start' })}>
      <h2 id="order-summary-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('cart.orderSummary')}
      </h2>
      <dl>
        <div className={row}>
          <dt>{t('cart.subtotal', { count: basket.c_totalItems })}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(basket.productSubTotal, basket.currency, locale)}</dd>
        </div>
        <div className={row}>
          <dt>{t('cart.estimatedShipping')}</dt>
          <dd className={css({ color: basket.shippingTotal === null ? 'muted' : undefined })}>{money(basket.shippingTotal)}</dd>
        </div>
        <div className={row}>
          <dt>{t('cart.estimatedTax')}</dt>
          <dd className={css({ color: basket.taxTotal === null ? 'muted' : undefined })}>{money(basket.taxTotal)}</dd>
        </div>
        <div className={`${row} ${css({ borderTop: '1px solid', borderColor: 'line', pt: '2', fontWeight: 'bold' })}`}>
          <dt>{t('cart.estimatedTotal')}</dt>
          <dd>{formatPrice(basket.orderTotal, basket.currency, locale)}</dd>
        </div>
      </dl>
      <Link to="/checkout" className={css({ display: 'flex', justifyContent: 'center', alignItems: 'center', minH: '12', borderRadius: 'md', bg: 'brand.yellow', color: 'ink', fontWeight: 'bold' })}>
        {t('cart.checkout')}
      </Link>
    </section>
  );
}
