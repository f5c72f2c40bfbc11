import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';

/** The confirmation cookie: proves this browser placed the order (only its hash is stored). */
export const ORDER_ACCESS_COOKIE = '__Host-axle_order';
/** Long enough to come back to the confirmation the same day. */
const ORDER_ACCESS_MAX_AGE_S = 24 * 3600;

export function setOrderAccessCookie(c: Context<AppEnv>, token: string): void {
  c.header('Set-Cookie', `${ORDER_ACCESS_COOKIE}=${token}; Max-Age=${ORDER_ACCESS_MAX_AGE_S}; Path=/; HttpOnly; Secure; SameSite=Lax`, { append: true });
}

export function orderAccessToken(c: Context<AppEnv>): string | null {
  const value = getCookie(c, ORDER_ACCESS_COOKIE);
  return value && /^[0-9a-f]{64}$/.test(value) ? value : null;
}

/** The same token read from a raw Cookie header (page loaders). */
export function orderAccessFromHeader(cookieHeader: string | null | undefined): string | null {
  const match = /(?:^|;\s*)__Host-axle_order=([0-9a-f]{64})(?:;|$)/.exec(cookieHeader ?? '');
  return match ? match[1]! : null;
}
