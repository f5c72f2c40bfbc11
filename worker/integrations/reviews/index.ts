import { outboundPort } from '../ports';
import { d1Reviews } from './d1-reviews';
import type { ReviewsPort } from './reviews-port';

export type { ModerationDecision, NewReview, PendingReview, ReviewsPort } from './reviews-port';

/** Upper bound of the artificial delay (bench only), so a typo cannot hang requests. */
const MAX_DELAY_MS = 10_000;

/** REVIEWS_DELAY_MS (optional var, used by bench/reviews/ttfb-bench.ts) as milliseconds; 0 when unset or invalid. */
export function reviewsDelayMs(env: { REVIEWS_DELAY_MS?: unknown }): number {
  const ms = Number(env.REVIEWS_DELAY_MS ?? 0);
  return Number.isFinite(ms) && ms > 0 ? Math.min(MAX_DELAY_MS, Math.floor(ms)) : 0;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The same source, each call answering `ms` later (to measure that pages do not wait for reviews). */
export function withDelay(port: ReviewsPort, ms: number): ReviewsPort {
  if (ms <= 0) return port;
  return {
    reviews: async (...args) => (await sleep(ms), port.reviews(...args)),
    bottomLine: async (...args) => (await sleep(ms), port.bottomLine(...args)),
    bottomLines: async (...args) => (await sleep(ms), port.bottomLines(...args)),
    publish: async (...args) => (await sleep(ms), port.publish(...args)),
    hasReviewFrom: async (...args) => (await sleep(ms), port.hasReviewFrom(...args)),
    pending: async (...args) => (await sleep(ms), port.pending(...args)),
    moderate: async (...args) => (await sleep(ms), port.moderate(...args)),
  };
}

/** The reviews source of this deployment: the embedded D1 one, optionally slowed down, each call bounded (decision 190). */
export function createReviewsPort(env: Env): ReviewsPort {
  return outboundPort(env, 'reviews', withDelay(d1Reviews(env.DB), reviewsDelayMs(env as { REVIEWS_DELAY_MS?: unknown })));
}
