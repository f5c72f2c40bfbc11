import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import type { NotifyMeRequest } from '../../commerce/notify-me/notify-me-service';
import { readJsonObject } from '../json-request';
import { rateLimit } from '../../middleware/rate-limit';
import { commerceScope } from './commerce-scope';

/** Back-in-stock requests per client IP: 10 per 10 minutes (docs/decisions/084-notify-me.md). */
export const NOTIFY_ME_RATE_LIMIT = { name: 'notify-me', limit: 10, windowSeconds: 600 } as const;

/**
 * POST /custom/notify-me/v1/organizations/{org}/notify-me?siteId= body {email, productID, Locale}
 * (document 2 §7) → {message}. The e-mail is trimmed and checked ('Enter a valid email'); an
 * unknown product is 404; a repeat for the same product and address is a success without a new row.
 */
export const notifyMeApi = new Hono<AppEnv>().post('/organizations/:org/notify-me', rateLimit(NOTIFY_ME_RATE_LIMIT), async (c) => {
  const { site, services } = commerceScope(c);
  const body = await readJsonObject(c.req.raw);
  c.header('Cache-Control', 'no-store');
  return c.json(await services.notifyMe.request(body as unknown as NotifyMeRequest, site.l10n.supportedLocales.map((l) => l.id)));
});
