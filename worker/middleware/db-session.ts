/**
 * Read replicas (DESIGN §8, decision 210): `c.env.DB` becomes this request's D1 session before
 * anything queries it, so every repo reads through the Sessions API without knowing it.
 *
 * The bookmark cookie is written only after a successful change on a cookie session (a basket,
 * account or order change): anonymous GETs never set a cookie and stay cacheable, and a failed
 * request answers the same whether or not it wrote (no enumeration through the cookie).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import {
  BOOKMARK_COOKIE,
  bookmarkCookie,
  clearedBookmarkCookie,
  mayWrite,
  openRequestDatabase,
  sessionStart,
  validBookmark,
} from '../data/db-session';
import type { AppEnv } from '../env';
import { SESSION_COOKIE } from './shopper-session';

/** A browser's change: cookie-authenticated (or just given a session cookie), and it succeeded. */
function changedCookieSession(c: Context<AppEnv>): boolean {
  if (!mayWrite(c.req.method) || c.res.status >= 400) return false;
  if (c.req.header('authorization')) return false;
  const setsSession = c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return setsSession || getCookie(c, SESSION_COOKIE) !== undefined;
}

/** A response a shared cache may keep must never carry a cookie (it would be handed to others). */
function shareable(c: Context<AppEnv>): boolean {
  return /\b(public|s-maxage|immutable)\b/.test(c.res.headers.get('cache-control') ?? '');
}

export const dbSession = createMiddleware<AppEnv>(async (c, next) => {
  const sent = getCookie(c, BOOKMARK_COOKIE);
  const bookmark = validBookmark(sent);
  const database = openRequestDatabase(c.env.DB, sessionStart(c.req.method, bookmark));
  c.env = { ...c.env, DB: database.db };
  await next();
  const latest = changedCookieSession(c) ? database.bookmark() : null;
  if (latest) c.header('Set-Cookie', bookmarkCookie(latest), { append: true });
  // A cookie that is not a bookmark is expired by the first answer that is the shopper's own.
  else if (sent !== undefined && !bookmark && !shareable(c)) c.header('Set-Cookie', clearedBookmarkCookie(), { append: true });
});
