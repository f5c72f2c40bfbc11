import { css } from 'styled-system/css';
import type { ReviewsPage } from '../../../shared/reviews/review-types';
import { useIntl, useT } from '../../i18n/intl';
import { Stars } from './stars';
import { useReviewList } from './use-review-list';

/**
 * Reviews, 2 per page, newest first, with "Show More Reviews" while fewer than the total are loaded;
 * "No Reviews Added" when there are none. Shoppers' texts are rendered as text only.
 */
export function ReviewList({ productId, firstPage }: { productId: string; firstPage: ReviewsPage }) {
  const t = useT();
  const intl = useIntl();
  const { reviews, hasMore, status, more } = useReviewList(productId, firstPage);
  if (reviews.length === 0) return <p className={css({ color: 'muted' })}>{t('reviews.noReviews')}</p>;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <ul data-testid="review-list" className={css({ display: 'grid', gap: '3' })}>
        {reviews.map((review) => (
          <li key={review.id} data-testid="review" className={css({ borderTop: '1px solid', borderColor: 'line', pt: '3', display: 'grid', gap: '1' })}>
            <p className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
              <Stars average={review.score} size={16} />
              <span className={css({ srOnly: true })}>{t('reviews.ratedScore', { score: review.score })}</span>
              <span className={css({ fontSize: 'xs', color: 'muted' })}>
                {t('reviews.byName', { name: review.user.display_name })} · {intl.formatDate(review.created_at, { dateStyle: 'medium', timeZone: 'UTC' })}
              </span>
            </p>
            <h3 className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>{review.title}</h3>
            <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{review.content}</p>
          </li>
        ))}
      </ul>
      {status === 'error' && (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {t('reviews.loadError')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          onClick={() => void more()}
          disabled={status === 'loading'}
          className={css({ justifySelf: 'start', minH: '10', px: '4', border: '2px solid', borderColor: 'brand.blue', color: 'brand.blue', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', _disabled: { opacity: 0.6, cursor: 'wait' } })}
        >
          {status === 'loading' ? t('reviews.loadingMore') : t('reviews.showMore')}
        </button>
      )}
    </div>
  );
}
