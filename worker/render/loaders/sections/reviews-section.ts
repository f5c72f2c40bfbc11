import { reviewsSectionKey } from '../../../../shared/reviews/review-types';
import type { ProductSectionInput } from '../../../../shared/types/product-section';
import type { LoaderContext } from '../loader-context';

/**
 * Starts the product page's reviews data (bottom line and first page) under the key the client's
 * ProductReviewsSection reads. The shell never waits for it; a failure streams null, which hides
 * only the reviews section.
 */
export function deferReviewsSection(ctx: LoaderContext, input: ProductSectionInput): void {
  ctx.defer(
    reviewsSectionKey(input.productId),
    ctx.services.reviews.section(input.productId).catch((error: unknown) => {
      console.warn('reviews section failed', input.productId, error);
      return null;
    }),
  );
}
