/**
 * Session rotation (DESIGN §4, decision 152): sign-in, registration, password change and an order
 * end the current session and start a new one with a new cookie, so a credential seen before the
 * change is worth nothing after it. Statements run in one batch with the caller's own writes.
 */
import type { Context } from 'hono';
import { SLAS_SESSION_PREFIX } from '../commerce/accounts/slas-resolver';
import type { Shopper } from '../commerce/customer/shopper';
import { deleteSessionStatement, insertSessionStatement } from '../data/repos/sessions-repo';
import type { AppEnv } from '../env';
import { clearedSessionCookie, newSessionToken, SESSION_ABSOLUTE_MS, sessionCookie } from './shopper-session';

export { SLAS_SESSION_PREFIX };

export function isCookieSession(shopper: Shopper | null): shopper is Shopper {
  return !!shopper && !shopper.sessionId.startsWith(SLAS_SESSION_PREFIX);
}

/**
 * Ends the request's session (when it is a cookie or session-token session) and starts a new one
 * for `customer`, running `extra` in the same transaction; sets the cookie and `c.var.shopper`.
 */
export async function rotateSession(
  c: Context<AppEnv>,
  customer: { customerId: string; type: Shopper['type']; email: string | null },
  options: { persistent?: boolean; extra?: D1PreparedStatement[] } = {},
): Promise<Shopper> {
  const db = c.env.DB;
  const { token, idHash } = await newSessionToken();
  const now = Date.now();
  const previous = c.var.shopper;
  await db.batch([
    ...(isCookieSession(previous) ? [deleteSessionStatement(db, previous.sessionId)] : []),
    ...(options.extra ?? []),
    insertSessionStatement(db, { idHash, customerId: customer.customerId, now, expiresAt: now + SESSION_ABSOLUTE_MS }),
  ]);
  c.header('Set-Cookie', sessionCookie(token, options.persistent ?? true), { append: true });
  const shopper: Shopper = { customerId: customer.customerId, sessionId: idHash, type: customer.type, email: customer.email };
  c.set('shopper', shopper);
  return shopper;
}

/** Sign-out: the session ends and its cookie is cleared; the next change starts a new guest. */
export async function endSession(c: Context<AppEnv>, extra: D1PreparedStatement[] = []): Promise<void> {
  const previous = c.var.shopper;
  const statements = [...(isCookieSession(previous) ? [deleteSessionStatement(c.env.DB, previous.sessionId)] : []), ...extra];
  if (statements.length) await c.env.DB.batch(statements);
  c.header('Set-Cookie', clearedSessionCookie(), { append: true });
  c.set('shopper', null);
}
