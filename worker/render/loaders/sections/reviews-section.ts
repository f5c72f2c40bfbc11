import { array, number, string, type } from 'superstruct';
import { reviewsSectionKey, type ReviewsSectionData } from '../../../../shared/reviews/review-types';
import type { ProductSectionInput } from '../../../../shared/types/product-section';
import { cached } from '../../../cache/kv-cache';
import { CACHE_SHORT, cacheKey } from '../../../cache/strategies';
import type { CachedLoaderContext } from '../loader-context';

// Enough of the shape to reject a foreign or truncated entry; the service built the rest.
const ReviewsSectionSchema = type({
  productId: string(),
  bottomLine: type({ average_score: number(), total_review: number(), star_distribution: type({}) }),
  firstPage: type({ reviews: array(type({})), paging: type({}) }),
});

/**
 * Starts the product page's reviews data (bottom line and first page) under the key the client's
 * ProductReviewsSection reads. The shell never waits for it; a failure streams null, which hides
 * only the reviews section.
 *
 * The rendered section goes through the KV cache (fresh 10 s, like list results, decision 011):
 * the HTML it lands in is shared and edge-cached for longer anyway, and four reviews queries per
 * product render were the product page's largest cost on a large catalogue. The reviews API the
 * browser asks after publishing stays uncached, so a shopper sees their own review at once.
 */
export function deferReviewsSection(ctx: CachedLoaderContext, input: ProductSectionInput): void {
  const key = cacheKey('reviews-section', ctx.site.id, ctx.locale.id, input.productId);
  ctx.defer(
    reviewsSectionKey(input.productId),
    cached(ctx.services.cache, key, CACHE_SHORT, ReviewsSectionSchema, () => ctx.services.reviews.section(input.productId))
      .then((section) => section as ReviewsSectionData)
      .catch((error: unknown) => {
        console.warn('reviews section failed', input.productId, error);
        return null;
      }),
  );
}
