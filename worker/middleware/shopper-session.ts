/**
 * Shopper session (decision 100): `c.var.shopper` is the shopper of this request, or null.
 * The credential is an HttpOnly `__Host-axle_sid` cookie, or a bearer token of the same kind on
 * the commerce API, or a SLAS access token (a JWT, decision 154); only the SHA-256 of session
 * credentials is stored. Reading never creates anything, so anonymous GETs
 * stay cacheable; `ensureShopper` creates a guest and its session on the first change.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Shopper } from '../commerce/customer/shopper';
import { looksLikeJwt } from '../commerce/accounts/slas-jwt';
import { resolveSlasBearer } from '../commerce/accounts/slas-resolver';
import { findLiveSession, insertGuestSession, touchSession } from '../data/repos/sessions-repo';
import type { AppEnv } from '../env';
import { AppError } from '../errors';

export const SESSION_COOKIE = '__Host-axle_sid';
/** A session unused this long ends (a cart outlives a weekend, not a season). */
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
/** Whatever its activity, a session ends this long after it began. */
export const SESSION_ABSOLUTE_MS = 60 * 24 * 3600 * 1000;
/** Activity is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 3600 * 1000;
/** 32 random bytes: 256 bits, well above the 128-bit floor. */
const TOKEN_BYTES = 32;

/** Where the shopper comes from; accounts and SLAS tokens plug in another resolver later. */
export interface ShopperResolver {
  resolve(c: Context<AppEnv>): Promise<Shopper | null>;
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function credential(c: Context<AppEnv>): { token: string; bearer: boolean } | null {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return { token: auth.slice(7).trim(), bearer: true };
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, bearer: false } : null;
}

/** Cookie or session-token bearer → live session → shopper; a JWT bearer → SLAS token → shopper. */
export const sessionResolver: ShopperResolver = {
  async resolve(c) {
    const found = credential(c);
    if (!found) return null;
    if (found.bearer && looksLikeJwt(found.token)) return resolveSlasBearer(c, found.token);
    const valid = /^[A-Za-z0-9_-]{43}$/.test(found.token);
    const now = Date.now();
    const row = valid ? await findLiveSession(c.env.DB, await hashToken(found.token), now, now - SESSION_IDLE_MS) : null;
    if (!row) {
      if (found.bearer) throw new AppError(401, 'Invalid or expired access token', 'unauthorized');
      return null;
    }
    if (now - row.last_seen_at > TOUCH_EVERY_MS) c.executionCtx.waitUntil(touchSession(c.env.DB, row.id_hash, now).catch(() => undefined));
    return { customerId: row.customer_id, sessionId: row.id_hash, type: row.customer_type, email: row.email };
  },
};

/** Sets `c.var.shopper` (null without a live session); never writes. */
export function shopperSession(resolver: ShopperResolver = sessionResolver) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('shopper', await resolver.resolve(c));
    await next();
  });
}

/**
 * The cookie of a new session: HttpOnly, Secure, SameSite=Lax, Path=/ (a __Host- cookie). Not
 * persistent (sign-in without "Remember me"), it has no Max-Age and ends with the browser.
 */
export function sessionCookie(token: string, persistent = true): string {
  const maxAge = persistent ? `; Max-Age=${SESSION_ABSOLUTE_MS / 1000}` : '';
  return `${SESSION_COOKIE}=${token}${maxAge}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** Expires the session cookie (sign-out). */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** A new random session credential and the hash that is stored. */
export async function newSessionToken(): Promise<{ token: string; idHash: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  return { token, idHash: await hashToken(token) };
}

/** The shopper, creating a guest and its session (and cookie) on the first change. */
export async function ensureShopper(c: Context<AppEnv>): Promise<Shopper> {
  if (c.var.shopper) return c.var.shopper;
  const token = base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  const idHash = await hashToken(token);
  const now = Date.now();
  const customerId = `g_${base64url(crypto.getRandomValues(new Uint8Array(12)))}`;
  await insertGuestSession(c.env.DB, { idHash, customerId, now, expiresAt: now + SESSION_ABSOLUTE_MS });
  c.header('Set-Cookie', sessionCookie(token), { append: true });
  const shopper: Shopper = { customerId, sessionId: idHash, type: 'guest', email: null };
  c.set('shopper', shopper);
  return shopper;
}
