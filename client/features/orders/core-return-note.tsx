import { css } from 'styled-system/css';
import type { Order } from '../../../shared/checkout/order';
import { coreReturnOf } from '../../../shared/checkout/core-return';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { LocaleId } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';

/**
 * How to get an order's core deposits back (decision 284): any store at the counter, or shipped
 * back within the return window with the order number. Nothing when the order has no deposit.
 */
export function CoreReturnNote({ order, locale }: { order: Pick<Order, 'orderNo' | 'c_coreDepositTotal' | 'currency'>; locale: LocaleId }) {
  const t = useT();
  const core = coreReturnOf(order);
  if (!core) return null;
  return (
    <section data-testid="core-return" aria-labelledby={`core-return-${order.orderNo}`} className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'md', p: '3', bg: 'surface', display: 'grid', gap: '1' })}>
      <h2 id={`core-return-${order.orderNo}`} className={css({ fontWeight: 'bold' })}>
        {t('orders.coreReturn.title')}
      </h2>
      <p>{t('orders.coreReturn.body', { ...core, amount: formatPrice(core.amount, order.currency, locale) })}</p>
    </section>
  );
}
