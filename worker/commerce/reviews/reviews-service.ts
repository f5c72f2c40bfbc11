import { newReviewStatus } from '../../../shared/reviews/moderation';
import { REVIEWS_FIRST_PAGE, REVIEWS_PAGE_SIZE, EMPTY_DISTRIBUTION, type BottomLine, type BottomLines, type PublishReviewResult, type ReviewsPage, type ReviewsSectionData, type ReviewSubmission } from '../../../shared/reviews/review-types';
import { hasPaidPurchase } from '../../data/repos/purchases-repo';
import { reviewedProductId, reviewedProductIds } from '../../data/repos/reviews-repo';
import type { Shopper } from '../customer/shopper';
import { BadRequestError } from '../../errors';
import type { ReviewsPort } from '../../integrations/reviews';

const EMPTY_BOTTOM_LINE: BottomLine = { average_score: 0, total_review: 0, star_distribution: EMPTY_DISTRIBUTION };

function emptyPage(page: number, limit: number): ReviewsPage {
  return { reviews: [], paging: { page, limit, total: 0, currentPage: page } };
}

export interface ReviewsServiceDeps {
  db: D1Database;
  port: ReviewsPort;
  localeId: string;
}

/**
 * Product reviews (document 2 §2, §7): reads and publishing through the reviews port. Reviews of
 * a variant are its master's; an unknown product has none (reads) or is refused (publishing).
 */
export function createReviewsService({ db, port, localeId }: ReviewsServiceDeps) {
  return {
    async reviews(productId: string, page: number, limit: number): Promise<ReviewsPage> {
      const id = await reviewedProductId(db, productId);
      return id ? port.reviews(id, page, limit) : emptyPage(page, limit);
    },

    async bottomLine(productId: string): Promise<BottomLine> {
      const id = await reviewedProductId(db, productId);
      return id ? port.bottomLine(id) : EMPTY_BOTTOM_LINE;
    },

    /** Bottom lines of several products (cards), in request order; unknown ones have zeros. */
    async bottomLines(productIds: readonly string[]): Promise<BottomLines> {
      const unique = [...new Set(productIds)];
      const reviewed = await reviewedProductIds(db, unique);
      const lines = reviewed.size ? await port.bottomLines([...new Set(reviewed.values())]) : new Map<string, BottomLine>();
      return {
        bottomLines: unique.map((productId) => {
          const id = reviewed.get(productId);
          return { productId, ...((id && lines.get(id)) || EMPTY_BOTTOM_LINE) };
        }),
      };
    },

    /** The product page's reviews section: bottom line and the first page of 2. */
    async section(productId: string): Promise<ReviewsSectionData> {
      const id = await reviewedProductId(db, productId);
      if (!id) return { productId, bottomLine: EMPTY_BOTTOM_LINE, firstPage: emptyPage(REVIEWS_FIRST_PAGE, REVIEWS_PAGE_SIZE) };
      const [bottomLine, firstPage] = await Promise.all([port.bottomLine(id), port.reviews(id, REVIEWS_FIRST_PAGE, REVIEWS_PAGE_SIZE)]);
      return { productId, bottomLine, firstPage };
    },

    /**
     * Stores a review (decision 263): a signed-in customer who bought the product publishes their
     * first review of it at once (under their account's e-mail); anything else, and anything with
     * a link (decision 081), waits for a moderator.
     */
    async publish(submission: ReviewSubmission, reviewer: Shopper | null = null): Promise<PublishReviewResult> {
      const id = await reviewedProductId(db, submission.sku);
      if (!id) throw new BadRequestError(`Unknown product: ${submission.sku}`);
      const account = reviewer?.type === 'registered' && reviewer.email ? reviewer : null;
      const verifiedBuyer = account ? await hasPaidPurchase(db, account.customerId, id) : false;
      const email = verifiedBuyer ? account!.email! : submission.email;
      const reviewedBefore = verifiedBuyer ? await port.hasReviewFrom(id, email) : false;
      const status = newReviewStatus([submission.review_title, submission.review_content, submission.display_name], { verifiedBuyer, reviewedBefore });
      await port.publish({
        productId: id,
        score: submission.review_score,
        title: submission.review_title,
        content: submission.review_content,
        displayName: submission.display_name,
        email,
        status,
        locale: localeId,
        productTitle: submission.product_title,
        productUrl: submission.product_url,
      });
      return { status };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
