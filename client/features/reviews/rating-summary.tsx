import { css } from 'styled-system/css';
import { formatRating } from '../../../shared/i18n/format-measures';
import { distributionRows, roundedAverage } from '../../../shared/reviews/rating-summary';
import type { BottomLine } from '../../../shared/reviews/review-types';
import { useIntl, useT } from '../../i18n/intl';
import { Stars } from './stars';

/** Summary of a product's reviews (document 2 §2): 5 stars, average to 1 decimal, count, bars per star. */
export function RatingSummary({ bottomLine }: { bottomLine: BottomLine }) {
  const t = useT();
  const intl = useIntl();
  const average = roundedAverage(bottomLine.average_score);
  const shown = formatRating(intl, bottomLine.average_score);
  return (
    <div data-testid="rating-summary" className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', alignItems: 'center' })}>
      <div className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <span className={css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: '1' })} aria-hidden="true">
            {shown}
          </span>
          <Stars average={average} size={22} />
          <span className={css({ srOnly: true })}>{t('reviews.averageOutOf', { average: shown })}</span>
        </p>
        <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('reviews.basedOn', { count: bottomLine.total_review })}</p>
      </div>
      <ul className={css({ display: 'grid', gap: '1', flex: '1 1 12rem', minW: '0' })}>
        {distributionRows(bottomLine.star_distribution, bottomLine.total_review).map((row) => (
          <li key={row.star} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
            <span className={css({ srOnly: true })}>{t('reviews.distributionRow', { star: row.star, count: row.count })}</span>
            <span aria-hidden="true" className={css({ w: '8', flexShrink: 0 })}>
              {t('reviews.starShort', { star: row.star })}
            </span>
            <span aria-hidden="true" className={css({ flex: '1', h: '2', bg: 'surface', borderRadius: 'full', overflow: 'hidden' })}>
              <span data-testid={`bar-${row.star}`} className={css({ display: 'block', h: 'full', bg: 'warning' })} style={{ width: `${row.width}%` }} />
            </span>
            <span aria-hidden="true" className={css({ w: '8', textAlign: 'end', color: 'muted' })}>
              {intl.formatNumber(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
