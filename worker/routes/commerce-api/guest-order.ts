import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';
import { rateLimit } from '../../middleware/rate-limit';
import { commerceScope } from './commerce-scope';

/** Guesses per client and minute: enough for typos, too few to walk order numbers. */
export const GUEST_ORDER_RATE_LIMIT = { name: 'guest-order', limit: 10, windowSeconds: 60 } as const;
/** One answer for a wrong number and a wrong e-mail, so neither can be probed alone. */
export const GUEST_ORDER_NOT_FOUND = 'No order matches this order number and e-mail.';

/**
 * GET /custom/guest-order/v1/organizations/{org}/{orderNumber}?siteId=&c_email= (document 1 §7):
 * the order when both match, else the same 404; rate-limited per client.
 */
export const guestOrderApi = new Hono<AppEnv>().get('/organizations/:org/:orderNumber', rateLimit(GUEST_ORDER_RATE_LIMIT), async (c) => {
  const { services } = commerceScope(c);
  const email = c.req.query('c_email') ?? '';
  if (!email) throw new BadRequestError('c_email is required');
  if (email.length > 320) throw new BadRequestError('c_email is too long');
  const order = await services.orders.lookupGuestOrder(c.req.param('orderNumber'), email);
  c.header('Cache-Control', 'private, no-store');
  if (!order) throw new NotFoundError(GUEST_ORDER_NOT_FOUND);
  return c.json(order);
});
