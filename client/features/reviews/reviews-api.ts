import type { PublishReviewResult, ReviewsPage, ReviewSubmission } from '../../../shared/reviews/review-types';

/** One page of a product's reviews (POST /yotpoReviews, document 2 §7). */
export async function fetchReviewsPage(productId: string, page: number, limit: number): Promise<ReviewsPage> {
  const response = await fetch('/yotpoReviews', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ productId, pageParams: { page, limit } }),
  });
  if (!response.ok) throw new Error(`reviews ${response.status}`);
  return (await response.json()) as ReviewsPage;
}

export type PublishOutcome = { ok: true; result: PublishReviewResult } | { ok: false; reason: 'rate-limited' | 'failed' };

/** Publishes a review (POST /publishReview); failures come back as a reason, never thrown. */
export async function publishReview(submission: ReviewSubmission): Promise<PublishOutcome> {
  try {
    const response = await fetch('/publishReview', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(submission),
    });
    if (response.status === 429) return { ok: false, reason: 'rate-limited' };
    if (!response.ok) return { ok: false, reason: 'failed' };
    return { ok: true, result: (await response.json()) as PublishReviewResult };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
