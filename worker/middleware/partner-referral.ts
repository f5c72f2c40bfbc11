/**
 * Partner referral (document 1 §6, §9; decision 154): a link with `?partner=<id>` sets two cookies
 * for 30 days: `axle_partner_order` (the partner an order is attributed to) and
 * `axle_partner_redirect` (the landing path, where the shopper returns after the gate or sign-in).
 * A newer referral replaces an older one; an id of another shape is ignored.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

export const PARTNER_PARAM = 'partner';
export const PARTNER_ORDER_COOKIE = 'axle_partner_order';
export const PARTNER_REDIRECT_COOKIE = 'axle_partner_redirect';
export const PARTNER_COOKIE_SECONDS = 30 * 24 * 3600;
const PARTNER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const partnerReferral = createMiddleware<AppEnv>(async (c, next) => {
  const partner = c.req.method === 'GET' ? c.req.query(PARTNER_PARAM) : undefined;
  const referred = !!partner && PARTNER_ID.test(partner);
  if (referred) {
    const url = new URL(c.req.url);
    url.searchParams.delete(PARTNER_PARAM);
    const landing = encodeURIComponent(url.pathname + url.search);
    const attributes = `Max-Age=${PARTNER_COOKIE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`;
    c.header('Set-Cookie', `${PARTNER_ORDER_COOKIE}=${partner}; ${attributes}`, { append: true });
    c.header('Set-Cookie', `${PARTNER_REDIRECT_COOKIE}=${landing}; ${attributes}`, { append: true });
  }
  await next();
  // A response that sets cookies must never be shared by a cache.
  if (referred) c.res.headers.set('Cache-Control', 'private, no-store');
});
