import type { Context } from 'hono';
import { deleteSession } from '../data/repos/sessions-repo';
import type { AppEnv } from '../env';
import { ensureShopper } from './shopper-session';

/**
 * After an order the shopper continues as a new guest: the old session ends and a new one (with
 * its cookie) starts, so the next basket is a fresh one (issue: "a new guest basket and session").
 */
export async function startNewGuestSession(c: Context<AppEnv>): Promise<void> {
  const previous = c.var.shopper;
  if (previous?.type === 'guest') await deleteSession(c.env.DB, previous.sessionId);
  c.set('shopper', null);
  await ensureShopper(c);
}
