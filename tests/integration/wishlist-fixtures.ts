import { env } from 'cloudflare:workers';
import { insertGuestSession } from '../../worker/data/repos/sessions-repo';
import { hashToken, SESSION_COOKIE } from '../../worker/middleware/shopper-session';
import { TestShopper } from './cart-client';

/** A live guest session (a shopper who has not signed in). */
export async function guestShopper(): Promise<TestShopper> {
  const token = crypto.randomUUID().replace(/-/g, '') + 'abcdefghijk';
  const now = Date.now();
  await insertGuestSession(env.DB, { idHash: await hashToken(token), customerId: `g_test_${crypto.randomUUID()}`, now, expiresAt: now + 3600_000 });
  const shopper = new TestShopper();
  shopper.cookie = `${SESSION_COOKIE}=${token}`;
  return shopper;
}


/** Item products of the seeded catalog, by id order. */
export async function catalogProducts(count: number, offset = 0): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT id FROM products WHERE type = 'item' ORDER BY id LIMIT ?1 OFFSET ?2").bind(count, offset).all<{ id: string }>();
  return results.map((r) => r.id);
}
