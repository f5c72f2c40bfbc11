import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { AppError } from '../errors';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/**
 * Whether a request comes from one of our own pages (DESIGN §4 CSRF): the Origin header must be
 * this origin, or, without Origin, Sec-Fetch-Site must say same-origin; a Sec-Fetch-Site that is
 * present must say same-origin too. A request with neither header cannot be shown to come from
 * our pages, so it does not pass.
 */
export function isSameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const allowed = origin ? origin === new URL(c.req.url).origin : fetchSite === 'same-origin';
  return allowed && (!fetchSite || fetchSite === 'same-origin');
}

/** JSON mutations of the storefront accept same-origin browser requests only: 403 otherwise. */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isSameOrigin(c)) throw new AppError(403, CROSS_SITE_MESSAGE, 'forbidden');
  await next();
});
