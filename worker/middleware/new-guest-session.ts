import type { Context } from 'hono';
import { deleteSession } from '../data/repos/sessions-repo';
import type { AppEnv } from '../env';
import { isCookieSession, rotateSession } from './session-rotation';
import { ensureShopper } from './shopper-session';

/**
 * After an order the session rotates (decision 152). A guest continues as a new guest: the old
 * session ends and a new one (with its cookie) starts, so the next basket is a fresh one. A
 * registered shopper keeps the account in a new session. A SLAS bearer keeps its token (the
 * basket became the order, so the next basket is fresh too).
 */
export async function startNewGuestSession(c: Context<AppEnv>): Promise<void> {
  const previous = c.var.shopper;
  if (previous?.type === 'registered') {
    if (isCookieSession(previous)) await rotateSession(c, previous);
    return;
  }
  if (previous && !isCookieSession(previous)) return;
  if (previous?.type === 'guest') await deleteSession(c.env.DB, previous.sessionId);
  c.set('shopper', null);
  await ensureShopper(c);
}
