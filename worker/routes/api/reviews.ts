import { Hono } from 'hono';
import { bumpProductHtmlVersions } from '../../cache/edge-html/html-version';
import type { AppEnv } from '../../env';
import { BottomLineQuerySchema, BottomLinesQuerySchema, parseBody, ReviewsQuerySchema, ReviewSubmissionSchema } from '../../commerce/reviews/review-schemas';
import { rateLimit } from '../../middleware/rate-limit';
import { sameOriginOnly } from '../../middleware/same-origin';
import { readJsonBody as readJson } from '../json-request';

/** Reviews a client may publish: 5 per 10 minutes per IP (docs/decisions/083-review-limits.md). */
export const PUBLISH_REVIEW_RATE_LIMIT = { name: 'publish-review', limit: 5, windowSeconds: 600 } as const;

/**
 * The reviews calls of document 2 §7, answered by the reviews service:
 * POST /yotpoReviews {productId, pageParams: {page, limit}} → {reviews, paging};
 * POST /yotpoReviewsBottomLine {productId} → {average_score, total_review, star_distribution};
 * POST /yotpoReviewsBottomLines {productIds} → {bottomLines: [{productId, …bottom line}]} (cards);
 * POST /publishReview {sku, review_title, …} → {status} (same-origin only, rate limited;
 * published for a verified buyer's first review, else pending until a moderator decides).
 */
export const reviewsApi = new Hono<AppEnv>()
  .post('/yotpoReviews', async (c) => {
    const { productId, pageParams } = parseBody(await readJson(c.req.raw), ReviewsQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await c.var.services.reviews.reviews(productId, pageParams.page, pageParams.limit));
  })
  .post('/yotpoReviewsBottomLine', async (c) => {
    const { productId } = parseBody(await readJson(c.req.raw), BottomLineQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await c.var.services.reviews.bottomLine(productId));
  })
  .post('/yotpoReviewsBottomLines', async (c) => {
    const { productIds } = parseBody(await readJson(c.req.raw), BottomLinesQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await c.var.services.reviews.bottomLines(productIds));
  })
  .post('/publishReview', sameOriginOnly, rateLimit(PUBLISH_REVIEW_RATE_LIMIT), async (c) => {
    const submission = parseBody(await readJson(c.req.raw), ReviewSubmissionSchema);
    c.header('Cache-Control', 'no-store');
    // The signed-in shopper, if any: a verified buyer's review publishes at once (decision 263).
    const result = await c.var.services.reviews.publish(submission, c.var.shopper ?? null);
    // A published review changes the product's rating: its cached pages miss from now on (decision 203).
    if (result.status === 'published') {
      c.executionCtx.waitUntil(
        bumpProductHtmlVersions(c.env.CACHE, c.env.DB, [submission.sku]).catch((error: unknown) => console.error('html version bump failed', error)),
      );
    }
    return c.json(result);
  });
