import type { BottomLine, ReviewsPage } from '../../../shared/reviews/review-types';

/** A review as the store hands it to the reviews source (already validated and moderated). */
export interface NewReview {
  productId: string;
  score: number;
  title: string;
  content: string;
  displayName: string;
  email: string;
  /** 'pending' when our moderation rule holds it; a hosted source may apply its own as well. */
  status: 'published' | 'pending';
  locale: string;
  productTitle: string;
  productUrl: string;
}

/** A review waiting for a moderator (decision 263). */
export interface PendingReview {
  id: number;
  productId: string;
  score: number;
  title: string;
  content: string;
  displayName: string;
  email: string;
  locale: string;
  createdAt: string;
}

/** A moderator's decision: publish a pending review, or take a review (pending or published) down. */
export type ModerationDecision = 'publish' | 'reject';

/**
 * Where reviews live. The embedded default keeps them in D1 (d1-reviews.ts); a hosted reviews
 * service can replace it behind the same calls (document 2 §7 Reviews, plus moderation).
 */
export interface ReviewsPort {
  /** One page (1-based) of a product's published reviews, newest first, with the total. */
  reviews(productId: string, page: number, limit: number): Promise<ReviewsPage>;
  /** A product's bottom line: average, total and counts per star. */
  bottomLine(productId: string): Promise<BottomLine>;
  /** Bottom lines of several products (cards), by product id; products without reviews are absent. */
  bottomLines(productIds: readonly string[]): Promise<Map<string, BottomLine>>;
  /** Stores a new review. */
  publish(review: NewReview): Promise<void>;
  /** Whether the product already has a review (any status) from this e-mail address. */
  hasReviewFrom(productId: string, email: string): Promise<boolean>;
  /** The moderation queue, oldest first. */
  pending(limit: number): Promise<PendingReview[]>;
  /** Applies a moderator's decision; the review's product, or null when there is no such review to decide on. */
  moderate(reviewId: number, decision: ModerationDecision): Promise<{ productId: string } | null>;
}
