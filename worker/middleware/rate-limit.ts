import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { countHit, deleteExpired } from '../data/repos/rate-limits-repo';

export interface RateLimitOptions {
  /** Limiter name; counters of different limiters never mix. */
  name: string;
  /** Requests allowed per window and key. */
  limit: number;
  windowSeconds: number;
  /** Who is counted; default the client IP (CF-Connecting-IP). */
  key?: (c: Context<AppEnv>) => string;
  /** Clock in epoch ms (tests move it). */
  now?: () => number;
}

/** Share of requests that also sweep expired counters, so the table stays small without a cron. */
const SWEEP_RATE = 0.01;

/** The client IP as Cloudflare reports it; 'unknown' when absent (local tools). */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}

/**
 * Fixed-window rate limit backed by D1 (exact, unlike KV): the request is counted with one upsert;
 * past the limit it is answered 429 `{status, message}` with Retry-After (seconds to the next window).
 */
export function rateLimit(options: RateLimitOptions) {
  const now = options.now ?? Date.now;
  const keyOf = options.key ?? clientIp;
  return createMiddleware<AppEnv>(async (c, next) => {
    const nowSeconds = Math.floor(now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % options.windowSeconds);
    const { count, window_start } = await countHit(c.env.DB, options.name, keyOf(c).slice(0, 200), windowStart, options.windowSeconds);
    if (Math.random() < SWEEP_RATE) {
      c.executionCtx.waitUntil(deleteExpired(c.env.DB, nowSeconds).catch((error: unknown) => console.warn('rate limit sweep failed', error)));
    }
    if (count > options.limit) {
      const retryAfter = Math.max(1, window_start + options.windowSeconds - nowSeconds);
      c.header('Retry-After', String(retryAfter));
      return c.json({ status: 429, message: `Too many requests. Please try again in ${retryAfter} seconds.` }, 429);
    }
    await next();
  });
}
