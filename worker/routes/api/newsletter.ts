import { Hono } from 'hono';
import { validate } from 'superstruct';
import { NewsletterSignupSchema } from '../../commerce/newsletter/newsletter-schema';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { sameOriginOnly } from '../../middleware/same-origin';
import { readJsonBody } from '../json-request';
import { rateLimit } from '../../middleware/rate-limit';

// The same-origin rule lives in one place; re-exported for the routes that import it from here.
export { sameOriginOnly } from '../../middleware/same-origin';

/** Sign-ups per client IP: 5 per 10 minutes (docs/decisions/022-newsletter-rate-limit.md). */
export const NEWSLETTER_RATE_LIMIT = { name: 'newsletter', limit: 5, windowSeconds: 600 } as const;

/**
 * POST /api/newsletter {email, locale}: newsletter sign-up (document 1 §7), answers
 * {success: true}. Cross-site requests are refused before they count against the rate limit.
 */
export const newsletterApi = new Hono<AppEnv>().post('/newsletter', sameOriginOnly, rateLimit(NEWSLETTER_RATE_LIMIT), async (c) => {
  const body = await readJsonBody(c.req.raw);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  const [error, signup] = validate(body, NewsletterSignupSchema, { coerce: true });
  if (error) throw new BadRequestError(error.failures()[0]?.message ?? error.message);
  c.header('Cache-Control', 'no-store');
  return c.json(await c.var.services.newsletter.subscribe(signup));
});
