import { css } from 'styled-system/css';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { CurrencyCode, LocaleId } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';

// Class names computed once (css() hashes its argument on every call; cards repeat dozens of times).
const priceRowClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' });
const srOnlyClass = css({ srOnly: true });
const nowClass = css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg' });
const nowDiscountedClass = css({ fontSize: 'lg', fontWeight: 'bold', color: 'danger' });
const wasClass = css({ color: 'muted', fontSize: 'sm' });

/** Price with the struck-through original when discounted (document 2 §2). */
export function PriceDisplay({ price, originalPrice, currency, locale }: { price: number; originalPrice: number | null; currency: CurrencyCode; locale: LocaleId }) {
  const t = useT();
  const now = formatPrice(price, currency, locale);
  return (
    <p className={priceRowClass}>
      <span className={originalPrice ? nowDiscountedClass : nowClass}>
        <span className={srOnlyClass}>{t('product.nowPrice', { price: now })}</span>
        <span aria-hidden="true">{now}</span>
      </span>
      {originalPrice !== null && (
        <s className={wasClass}>
          <span className={srOnlyClass}>{t('product.wasPrice', { price: formatPrice(originalPrice, currency, locale) })}</span>
          <span aria-hidden="true">{formatPrice(originalPrice, currency, locale)}</span>
        </s>
      )}
    </p>
  );
}
