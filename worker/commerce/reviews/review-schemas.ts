import { coerce, define, string, type, type Describe, type Struct } from 'superstruct';
import { REVIEW_EMAIL_PATTERN, REVIEW_LIMITS } from '../../../shared/reviews/review-form';
import { MAX_BOTTOM_LINE_IDS, type ReviewSubmission } from '../../../shared/reviews/review-types';
import { BadRequestError } from '../../errors';

const MAX_ID_LENGTH = 100;
/** Largest review page a caller may ask for. */
export const MAX_REVIEWS_LIMIT = 50;
const MAX_PAGE = 10_000;

// Each rule answers its own message, so a 400 names the field and what it needs.
function text(name: string, max: number, required = true): Struct<string, null> {
  const rule = define<string>(name, (value) => {
    if (typeof value !== 'string') return `${name} must be a string`;
    if (required && value.length === 0) return `${name} is required`;
    return value.length <= max || `${name} must be at most ${max} characters`;
  });
  return coerce(rule, string(), (value) => value.trim());
}

function integer(name: string, min: number, max: number): Struct<number, null> {
  return define<number>(name, (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) || `${name} must be an integer from ${min} to ${max}`);
}

const ReviewEmail = coerce(
  define<string>('email', (value) => {
    if (typeof value !== 'string' || value.length === 0) return 'email is required';
    return (value.length <= REVIEW_LIMITS.email && REVIEW_EMAIL_PATTERN.test(value)) || 'email must be a valid email address';
  }),
  string(),
  (value) => value.trim(),
);

/** POST /publishReview body (document 2 §3 Review submission); texts are trimmed. */
export const ReviewSubmissionSchema: Describe<ReviewSubmission> = type({
  sku: text('sku', MAX_ID_LENGTH),
  review_title: text('review_title', REVIEW_LIMITS.title),
  review_content: text('review_content', REVIEW_LIMITS.content),
  review_score: integer('review_score', 1, 5),
  display_name: text('display_name', REVIEW_LIMITS.firstName),
  email: ReviewEmail,
  product_title: text('product_title', 300, false),
  product_url: text('product_url', 500, false),
}) as unknown as Describe<ReviewSubmission>;

/** POST /yotpoReviews body {productId, pageParams: {page, limit}}. */
export const ReviewsQuerySchema = type({
  productId: text('productId', MAX_ID_LENGTH),
  pageParams: type({ page: integer('page', 1, MAX_PAGE), limit: integer('limit', 1, MAX_REVIEWS_LIMIT) }),
});

/** POST /yotpoReviewsBottomLine body {productId}. */
export const BottomLineQuerySchema = type({ productId: text('productId', MAX_ID_LENGTH) });

/** POST /yotpoReviewsBottomLines body {productIds} (1 to 50 ids). */
export const BottomLinesQuerySchema = type({
  productIds: define<string[]>('productIds', (value) => {
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BOTTOM_LINE_IDS) return `productIds must list 1 to ${MAX_BOTTOM_LINE_IDS} product ids`;
    return value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH) || 'productIds must be non-empty strings';
  }),
});

/** Validates a parsed body, answering the first failure's own message as a 400. */
export function parseBody<T>(body: unknown, schema: Struct<T, unknown>): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  const [error, value] = schema.validate(body, { coerce: true });
  if (error) {
    const failure = error.failures()[0];
    const message = failure?.message ?? error.message;
    // Missing nested objects report superstruct's type text; name the field instead.
    throw new BadRequestError(message.startsWith('Expected') ? `${failure?.path.join('.') || 'body'} is missing or invalid` : message);
  }
  return value;
}
