import { css, cx } from 'styled-system/css';
import type { Basket } from '../../../shared/cart/basket';
import { freeShippingStatus } from '../../../shared/cart/basket-totals';
import { formatPrice } from '../../../shared/pricing/format-price';
import { formatRoundPrice } from '../../../shared/pricing/format-round-price';
import type { LocaleId } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';

/** "Add $X more to get free shipping on orders over $49." or "Your order ships free." (nothing without delivery lines). */
export function FreeShippingProgress({ basket, locale, className }: { basket: Pick<Basket, 'currency' | 'productItems'>; locale: LocaleId; className?: string }) {
  const t = useT();
  const status = freeShippingStatus(basket);
  if (!status) return null;
  return (
    <p data-testid="free-shipping" aria-live="polite" className={cx(css({ fontSize: 'sm', color: status.remaining === 0 ? 'success' : 'ink' }), className)}>
      {status.remaining === 0 ? t('cart.freeShipping.qualified') : t('cart.freeShipping.remaining', { amount: formatPrice(status.remaining, basket.currency, locale), threshold: formatRoundPrice(status.threshold, basket.currency, locale) })}
    </p>
  );
}
