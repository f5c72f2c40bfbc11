import { parse } from 'hono/utils/cookie';
import { findLiveSession } from '../../data/repos/sessions-repo';
import { hashToken, SESSION_COOKIE, SESSION_IDLE_MS } from '../../middleware/shopper-session';
import type { Shopper } from '../customer/shopper';

/**
 * The shopper of a page request, from its Cookie header (page loaders have the header, not the
 * Hono context): the same live-session rule as the session middleware, read-only.
 */
export async function shopperFromCookie(db: D1Database, cookieHeader: string | null): Promise<Shopper | null> {
  if (!cookieHeader) return null;
  const token = parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE];
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const now = Date.now();
  const row = await findLiveSession(db, await hashToken(token), now, now - SESSION_IDLE_MS);
  return row ? { customerId: row.customer_id, sessionId: row.id_hash, type: row.customer_type, email: row.email } : null;
}
