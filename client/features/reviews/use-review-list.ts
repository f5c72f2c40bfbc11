import { useCallback, useState } from 'react';
import { hasMoreReviews } from '../../../shared/reviews/rating-summary';
import type { Review, ReviewsPage } from '../../../shared/reviews/review-types';
import { fetchReviewsPage } from './reviews-api';

/**
 * The reviews loaded so far, starting with the first page; `more` loads the next page
 * (offset (page-1)*limit on the server) while loaded reviews are fewer than the total (document 2 §4).
 */
export function useReviewList(productId: string, firstPage: ReviewsPage) {
  const [reviews, setReviews] = useState<Review[]>(firstPage.reviews);
  const [page, setPage] = useState(firstPage.paging.page);
  const [total, setTotal] = useState(firstPage.paging.total);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  const more = useCallback(async () => {
    setStatus('loading');
    try {
      const next = await fetchReviewsPage(productId, page + 1, firstPage.paging.limit);
      setReviews((current) => {
        const seen = new Set(current.map((r) => r.id));
        return [...current, ...next.reviews.filter((r) => !seen.has(r.id))];
      });
      setPage(next.paging.currentPage);
      setTotal(next.paging.total);
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  }, [productId, page, firstPage.paging.limit]);

  return { reviews, total, status, hasMore: hasMoreReviews(reviews.length, total), more };
}
