import { useSetAtom } from 'jotai';
import { css } from 'styled-system/css';
import { reviewsSectionKey, type ReviewsSectionData } from '../../../shared/reviews/review-types';
import type { ProductSectionInput } from '../../../shared/types/product-section';
import { Deferred } from '../../data/deferred';
import { useT } from '../../i18n/intl';
import { reviewsPanelAtom } from './reviews-atoms';
import { ReviewsContent } from './reviews-content';
import { SectionBoundary } from './section-boundary';

/**
 * The product page's reviews (document 2 §2): summary, 2 reviews per page and Write a Review (which
 * opens the form in the reviews panel). Streamed behind Suspense; when its data failed (null from
 * the loader, or an error on client navigation) it renders nothing, so only this section disappears.
 */
export function ProductReviewsSection(props: ProductSectionInput) {
  const t = useT();
  return (
    <SectionBoundary>
      <Deferred<ReviewsSectionData | null> apiKey={reviewsSectionKey(props.productId)} fallback={<p role="status" className={css({ color: 'muted' })}>{t('reviews.loading')}</p>}>
        {(data) => (data ? <SectionBody data={data} productName={props.productName} /> : null)}
      </Deferred>
    </SectionBoundary>
  );
}

function SectionBody({ data, productName }: { data: ReviewsSectionData; productName: string }) {
  const t = useT();
  const open = useSetAtom(reviewsPanelAtom);
  return (
    <section aria-label={t('reviews.heading')} data-testid="product-reviews">
      <ReviewsContent data={data} onWrite={() => open({ productId: data.productId, productName, view: 'write' })} />
    </section>
  );
}
