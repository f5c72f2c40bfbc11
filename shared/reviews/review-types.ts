/** Shapes of the reviews calls (document 2 §3 Review, §7 Reviews). */

/** Review page size and first page (document 2 §9). */
export const REVIEWS_PAGE_SIZE = 2;
export const REVIEWS_FIRST_PAGE = 1;

export interface Review {
  id: number;
  score: number;
  title: string;
  content: string;
  created_at: string;
  user: { display_name: string };
}

/** Paging of a reviews answer: page and currentPage are the same 1-based page. */
export interface ReviewsPaging {
  page: number;
  limit: number;
  total: number;
  currentPage: number;
}

export interface ReviewsPage {
  reviews: Review[];
  paging: ReviewsPaging;
}

/** Stars 1 to 5 → number of published reviews with that score. */
export type StarDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface BottomLine {
  average_score: number;
  total_review: number;
  star_distribution: StarDistribution;
}

/** Largest number of products one bottom-lines call may name. */
export const MAX_BOTTOM_LINE_IDS = 50;

/** POST /yotpoReviewsBottomLines answer: one bottom line per requested product, in request order. */
export interface BottomLines {
  bottomLines: (BottomLine & { productId: string })[];
}

/** What the product page's reviews section streams: the bottom line and the first page. */
export interface ReviewsSectionData {
  productId: string;
  bottomLine: BottomLine;
  firstPage: ReviewsPage;
}

/** POST /publishReview body (document 2 §3 Review submission). */
export interface ReviewSubmission {
  sku: string;
  review_title: string;
  review_content: string;
  review_score: number;
  display_name: string;
  email: string;
  product_title: string;
  product_url: string;
}

/** POST /publishReview answer: published shows at once; pending waits for moderation. */
export interface PublishReviewResult {
  status: 'published' | 'pending';
}

export const EMPTY_DISTRIBUTION: StarDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

/** API key of a product's reviews section (streamed by the product loader, fetched by the panel). */
export function reviewsSectionKey(productId: string): string {
  return `/api/product-reviews?productId=${encodeURIComponent(productId)}`;
}
