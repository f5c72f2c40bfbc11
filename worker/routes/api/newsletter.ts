import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validate } from 'superstruct';
import { NewsletterSignupSchema } from '../../commerce/newsletter/newsletter-schema';
import type { AppEnv } from '../../env';
import { AppError, BadRequestError } from '../../errors';
import { rateLimit } from '../../middleware/rate-limit';

/**
 * JSON mutations accept same-origin browser requests only (DESIGN §4 CSRF): the Origin header
 * must be this origin, or, without Origin, Sec-Fetch-Site must say same-origin. A request with
 * neither header cannot be shown to come from our pages, so it is refused too.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const allowed = origin ? origin === new URL(c.req.url).origin : fetchSite === 'same-origin';
  if (!allowed || (fetchSite && fetchSite !== 'same-origin')) throw new AppError(403, 'Cross-site requests are not allowed', 'forbidden');
  await next();
});

export async function readJson(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    throw new BadRequestError('Content-Type must be application/json');
  }
  try {
    return await request.json();
  } catch {
    throw new BadRequestError('Request body must be valid JSON');
  }
}

/** Sign-ups per client IP: 5 per 10 minutes (docs/decisions/022-newsletter-rate-limit.md). */
export const NEWSLETTER_RATE_LIMIT = { name: 'newsletter', limit: 5, windowSeconds: 600 } as const;

/**
 * POST /api/newsletter {email, locale}: newsletter sign-up (document 1 §7), answers
 * {success: true}. Cross-site requests are refused before they count against the rate limit.
 */
export const newsletterApi = new Hono<AppEnv>().post('/newsletter', sameOriginOnly, rateLimit(NEWSLETTER_RATE_LIMIT), async (c) => {
  const body = await readJson(c.req.raw);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  const [error, signup] = validate(body, NewsletterSignupSchema, { coerce: true });
  if (error) throw new BadRequestError(error.failures()[0]?.message ?? error.message);
  c.header('Cache-Control', 'no-store');
  return c.json(await c.var.services.newsletter.subscribe(signup));
});
