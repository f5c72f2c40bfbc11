import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';

/**
 * GET /api/product-reviews?productId=: the reviews section's data (bottom line and first page),
 * the same key the product loader streams (shared/reviews/review-types.ts reviewsSectionKey).
 * Not cached: a shopper sees their review right after publishing it. A failing or slow reviews
 * service answers null, as the streamed section does, so the section hides on client navigation
 * too (decision 190).
 */
export const productReviewsApi = new Hono<AppEnv>().get('/product-reviews', async (c) => {
  const productId = c.req.query('productId')?.trim();
  if (!productId || productId.length > 100) throw new BadRequestError('productId is required');
  c.header('Cache-Control', 'no-store');
  const section = await c.var.services.reviews.section(productId).catch((error: unknown) => {
    console.warn('reviews section unavailable', productId, error);
    return null;
  });
  return c.json(section);
});
