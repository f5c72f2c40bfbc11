import { Hono } from 'hono';
import type { PersonalData } from '../../../shared/account/personal';
import { totalItems } from '../../../shared/cart/basket';
import type { AppEnv } from '../../env';
import { accountSummary } from './account-auth';

/**
 * GET /api/personal?site=&locale= (decision 204): the personal parts of a page (account state and
 * the cart badge's count), read once after hydration because the page HTML is shared. Private,
 * never stored; reading never creates a session.
 */
export const personalApi = new Hono<AppEnv>().get('/personal', async (c) => {
  const shopper = c.var.shopper;
  const [account, basket] = await Promise.all([accountSummary(c), shopper ? c.var.services.baskets.current(shopper) : null]);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ account, cartItemCount: totalItems(basket) } satisfies PersonalData);
});
