import { css } from 'styled-system/css';
import type { ReviewsSectionData } from '../../../shared/reviews/review-types';
import { useT } from '../../i18n/intl';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';

/** Summary, Write a Review and the list: the same content on the product page and in the panel. */
export function ReviewsContent({ data, onWrite }: { data: ReviewsSectionData; onWrite: () => void }) {
  const t = useT();
  const first = data.firstPage.reviews[0]?.id ?? 0;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {data.bottomLine.total_review > 0 && <RatingSummary bottomLine={data.bottomLine} />}
      <button
        type="button"
        onClick={onWrite}
        aria-haspopup="dialog"
        className={css({ justifySelf: 'start', minH: '11', px: '5', bg: 'brand.blue', color: 'white', fontWeight: 'bold', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'brand.blueDark' } })}
      >
        {t('reviews.writeReview')}
      </button>
      {/* A new bottom line (after publishing) starts the list again from page 1. */}
      <ReviewList key={`${data.bottomLine.total_review}:${first}`} productId={data.productId} firstPage={data.firstPage} />
    </div>
  );
}
