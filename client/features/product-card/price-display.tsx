import { css } from 'styled-system/css';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { CurrencyCode, LocaleId } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';

/** Price with the struck-through original when discounted (document 2 §2). */
export function PriceDisplay({ price, originalPrice, currency, locale }: { price: number; originalPrice: number | null; currency: CurrencyCode; locale: LocaleId }) {
  const t = useT();
  const now = formatPrice(price, currency, locale);
  return (
    <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' })}>
      <span className={css({ fontSize: 'lg', fontWeight: 'bold', color: originalPrice ? 'danger' : 'fg' })}>
        <span className={css({ srOnly: true })}>{t('product.nowPrice', { price: now })}</span>
        <span aria-hidden="true">{now}</span>
      </span>
      {originalPrice !== null && (
        <s className={css({ color: 'muted', fontSize: 'sm' })}>
          <span className={css({ srOnly: true })}>{t('product.wasPrice', { price: formatPrice(originalPrice, currency, locale) })}</span>
          <span aria-hidden="true">{formatPrice(originalPrice, currency, locale)}</span>
        </s>
      )}
    </p>
  );
}
