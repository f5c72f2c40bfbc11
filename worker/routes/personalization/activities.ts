import { Hono } from 'hono';
import { mask } from 'superstruct';
import { ACTIVITY_SCHEMAS, isActivityName, type ActivityBody } from '../../commerce/reco/activity-schema';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';
import { rateLimit } from '../../middleware/rate-limit';
import { checkRealm, personalizationScope, readJsonObject } from './personalization-scope';

/** Activities per client IP: 120 a minute (decision 093) — a busy shopper sends a few per page. */
export const ACTIVITY_RATE_LIMIT = { name: 'reco-activity', limit: 120, windowSeconds: 60 } as const;

/**
 * POST /activities/{siteId}/{activity} (document 2 §7): viewProduct, viewSearch, clickSearch,
 * viewCategory, clickCategory, viewReco, clickReco, viewPage, beginCheckout, checkoutStep,
 * addToCart. The body is validated (unknown fields dropped) and stored; a storage failure logs a
 * warning and answers {success: false} — tracking never breaks a page.
 */
export const activitiesApi = new Hono<AppEnv>().post('/activities/:siteId/:activity', rateLimit(ACTIVITY_RATE_LIMIT), async (c) => {
  const name = c.req.param('activity');
  if (!isActivityName(name)) throw new NotFoundError(`Unknown activity: ${name}`);
  const { site, services } = personalizationScope(c);
  const raw = await readJsonObject(c.req.raw);
  const body = mask(raw, ACTIVITY_SCHEMAS[name] as never) as ActivityBody;
  checkRealm(site.id, body.realm);
  c.header('Cache-Control', 'no-store');
  try {
    await services.reco.recordActivity(name, body);
    return c.json({ success: true });
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    console.warn('activity not recorded', name, error);
    return c.json({ success: false });
  }
});
