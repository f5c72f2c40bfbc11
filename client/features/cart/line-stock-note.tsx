import { css } from 'styled-system/css';
import type { BasketProductItem } from '../../../shared/cart/basket';
import { onlyLeft } from '../../../shared/product/stock-message';
import { useT } from '../../i18n/intl';

/**
 * "Only {n} left!" under a cart line whose quantity is above what is left for its shipment
 * (document 1 §4; the stock fell after it was added). The steppers never ask for more.
 */
export function LineStockNote({ item }: { item: BasketProductItem }) {
  const t = useT();
  const left = onlyLeft(item.c_availableStock, item.quantity);
  if (left === null) return null;
  return (
    <p data-testid="stock-message" className={css({ fontSize: 'sm', color: 'warning', fontWeight: 'bold' })}>
      {t('pdp.onlyLeft', { count: left })}
    </p>
  );
}
