/**
 * The moderation path for reviews (decision 263). The spec has no administrative role, so the
 * store's moderators are not shoppers: they hold a key (the REVIEW_MODERATION_KEY secret, at least
 * 32 characters) and use these calls, through `scripts/moderate-reviews.ts` or any HTTP client:
 * GET /moderation/reviews?limit= (the queue, oldest first), POST /moderation/reviews/{id}/publish
 * and POST /moderation/reviews/{id}/reject (takes a pending or published review down).
 * Without the key configured the paths do not exist (404).
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bumpProductHtmlVersions } from '../cache/edge-html/html-version';
import type { AppEnv } from '../env';
import { AppError, BadRequestError, NotFoundError } from '../errors';
import { createReviewsPort, type ModerationDecision } from '../integrations/reviews';
import { rateLimit } from '../middleware/rate-limit';

/** Shortest key accepted: anything shorter leaves moderation off. */
export const MIN_MODERATION_KEY_LENGTH = 32;
/** Largest page of the queue. */
const MAX_QUEUE_PAGE = 200;
/** Calls per client IP and minute, wrong keys included (a key cannot be guessed by trying). */
export const MODERATION_RATE_LIMIT = { name: 'review-moderation', limit: 60, windowSeconds: 60 } as const;

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Compares the digests, so the time taken says nothing about how much of the key matched. */
async function sameKey(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

function configuredKey(env: Env): string | null {
  const key = env.REVIEW_MODERATION_KEY;
  return key && key.length >= MIN_MODERATION_KEY_LENGTH ? key : null;
}

const moderatorOnly = createMiddleware<AppEnv>(async (c, next) => {
  const key = configuredKey(c.env);
  if (!key) throw new NotFoundError();
  const auth = c.req.header('authorization') ?? '';
  if (!auth.startsWith('Bearer ') || !(await sameKey(auth.slice(7).trim(), key))) {
    c.header('WWW-Authenticate', 'Bearer realm="review-moderation"');
    throw new AppError(401, 'A valid moderation key is required', 'unauthorized');
  }
  c.header('Cache-Control', 'private, no-store');
  await next();
});

function reviewId(raw: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new BadRequestError('Review id must be a positive whole number');
  return id;
}

function decide(decision: ModerationDecision) {
  return async (c: Context<AppEnv>) => {
    const id = reviewId(c.req.param('id') ?? '');
    const done = await createReviewsPort(c.env).moderate(id, decision);
    if (!done) throw new NotFoundError(decision === 'publish' ? 'No pending review with this id' : 'No review with this id');
    // The product's rating changed: its cached pages miss from now on (decision 203).
    c.executionCtx.waitUntil(bumpProductHtmlVersions(c.env.CACHE, c.env.DB, [done.productId]).catch((error: unknown) => console.error('html version bump failed', error)));
    return c.json({ id, productId: done.productId, status: decision === 'publish' ? 'published' : 'rejected' });
  };
}

export const reviewModerationApi = new Hono<AppEnv>()
  // '/moderation/reviews/*' covers the queue itself too: every call is counted and checked once.
  .use('/moderation/reviews/*', rateLimit(MODERATION_RATE_LIMIT), moderatorOnly)
  .get('/moderation/reviews', async (c) => {
    const raw = c.req.query('limit') ?? '50';
    const limit = /^[0-9]{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!(limit >= 1 && limit <= MAX_QUEUE_PAGE)) throw new BadRequestError(`limit must be a whole number from 1 to ${MAX_QUEUE_PAGE}`);
    return c.json({ reviews: await createReviewsPort(c.env).pending(limit) });
  })
  .post('/moderation/reviews/:id/publish', decide('publish'))
  .post('/moderation/reviews/:id/reject', decide('reject'));
