import { pageOffset } from '../../../shared/reviews/rating-summary';
import { EMPTY_DISTRIBUTION, type BottomLine, type StarDistribution } from '../../../shared/reviews/review-types';
import { deleteReview, getPublishedReviews, getScoreCounts, getScoreCountsForProducts, hasReviewFrom, insertReview, listPendingReviews, publishPendingReview } from '../../data/repos/reviews-repo';
import type { ReviewsPort } from './reviews-port';

/** The bottom line from per-score counts (exact average; the page rounds it for display). */
export function bottomLineOf(counts: readonly { score: number; n: number }[]): BottomLine {
  const distribution: StarDistribution = { ...EMPTY_DISTRIBUTION };
  let total = 0;
  let sum = 0;
  for (const { score, n } of counts) {
    const key = String(score) as keyof StarDistribution;
    if (!(key in distribution)) continue;
    distribution[key] += n;
    total += n;
    sum += score * n;
  }
  return { average_score: total ? Math.round((sum / total) * 1000) / 1000 : 0, total_review: total, star_distribution: distribution };
}

/** Embedded reviews source: the reviews table in D1. */
export function d1Reviews(db: D1Database): ReviewsPort {
  return {
    async reviews(productId, page, limit) {
      const [rows, counts] = await Promise.all([getPublishedReviews(db, productId, pageOffset(page, limit), limit), getScoreCounts(db, productId)]);
      const total = counts.reduce((n, c) => n + c.n, 0);
      return {
        reviews: rows.map((r) => ({ id: r.id, score: r.score, title: r.title, content: r.content, created_at: r.created_at, user: { display_name: r.display_name } })),
        paging: { page, limit, total, currentPage: page },
      };
    },
    async bottomLine(productId) {
      return bottomLineOf(await getScoreCounts(db, productId));
    },
    async bottomLines(productIds) {
      const byProduct = new Map<string, { score: number; n: number }[]>();
      for (const row of await getScoreCountsForProducts(db, productIds)) {
        byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
      }
      return new Map([...byProduct].map(([id, counts]) => [id, bottomLineOf(counts)]));
    },
    async publish(review) {
      await insertReview(db, review);
    },
    hasReviewFrom: (productId, email) => hasReviewFrom(db, productId, email),
    async pending(limit) {
      return (await listPendingReviews(db, limit)).map((r) => ({
        id: r.id,
        productId: r.product_id,
        score: r.score,
        title: r.title,
        content: r.content,
        displayName: r.display_name,
        email: r.email,
        locale: r.locale,
        createdAt: r.created_at,
      }));
    },
    async moderate(reviewId, decision) {
      const productId = decision === 'publish' ? await publishPendingReview(db, reviewId) : await deleteReview(db, reviewId);
      return productId ? { productId } : null;
    },
  };
}
