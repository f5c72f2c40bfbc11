import { css } from 'styled-system/css';
import type { ProductDetail } from '../../../shared/product/product-detail';
import { unitsSoldCount } from '../../../shared/search/units-sold';
import { formatRating } from '../../../shared/i18n/format-measures';
import { useIntl, useT } from '../../i18n/intl';
import { shownStars } from '../product-card/star-rating';

const STAR = 'M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z';

/**
 * Name, "SKU: #{id}", the first OE number the part replaces, units-sold badge and the rating
 * summary (which leads to the Reviews accordion).
 */
export function ProductHeading({ product, skuId, onRatingClick }: { product: ProductDetail; skuId: string; onRatingClick: () => void }) {
  const t = useT();
  const intl = useIntl();
  const sold = unitsSoldCount(product.unitsSold);
  const average = formatRating(intl, product.rating.average);
  const count = intl.formatNumber(product.rating.count);
  const stars = shownStars(product.rating.average);
  const oe = product.interchange?.find((n) => n.kind === 'oe');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', overflowWrap: 'anywhere' })}>{product.name}</h1>
      <p className={css({ fontSize: 'sm', color: 'muted' })} data-testid="product-sku">
        {t('pdp.sku', { id: skuId })}
      </p>
      {oe && (
        <p className={css({ fontSize: 'sm', color: 'muted' })} data-testid="product-replaces-oe">
          {t('pdp.replacesOe', { number: oe.number })}
        </p>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        {product.rating.count > 0 && (
          <button type="button" onClick={onRatingClick} aria-label={t('pdp.ratingSummary', { average, count: product.rating.count })} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'muted', cursor: 'pointer', minH: '11', _hover: { textDecoration: 'underline' } })}>
            <svg aria-hidden="true" width="90" height="18" viewBox="0 0 120 24" className={css({ color: 'warning' })}>
              {[0, 1, 2, 3, 4].map((i) => (
                <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} fill={i + 1 <= stars ? 'currentColor' : i + 0.5 === stars ? 'url(#pdp-half)' : 'none'} stroke="currentColor" strokeWidth="1.5" />
              ))}
              <defs>
                <linearGradient id="pdp-half">
                  <stop offset="50%" stopColor="currentColor" />
                  <stop offset="50%" stopColor="transparent" />
                </linearGradient>
              </defs>
            </svg>
            <span aria-hidden="true">
              {average} ({count})
            </span>
          </button>
        )}
        {sold && <span className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'white', bg: 'brand.blue', px: '2', py: '1', borderRadius: 'full' })}>{t('product.unitsSold', { count: sold })}</span>}
      </div>
    </div>
  );
}
