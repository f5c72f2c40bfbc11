import { env } from 'cloudflare:workers';
import { hashToken, SESSION_COOKIE } from '../../worker/middleware/shopper-session';
import { TestShopper } from './cart-client';

export interface RegisteredFixture {
  customerId: string;
  email: string;
  shopper: TestShopper;
}

let counter = 0;

/**
 * A registered customer and a signed-in session written straight into D1, for tests of what
 * signed-in shoppers can do. The stored password hash never verifies: sign-in itself is tested
 * through the real login endpoints.
 */
export async function createRegisteredShopper(input: { email?: string; firstName?: string; lastName?: string } = {}): Promise<RegisteredFixture> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 8)}`;
  const customerId = `r_fixture_${suffix}`;
  const email = (input.email ?? `fixture.${suffix}@example.com`).toLowerCase();
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO customers (customer_id, type, email, created_at) VALUES (?1, 'registered', ?2, ?3)").bind(customerId, email, now),
    env.DB.prepare(
      `INSERT INTO customer_accounts (customer_id, customer_no, login, email, first_name, last_name, password_hash, password_changed_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?3, ?4, ?5, 'fixture$never-verifies', ?6, ?6, ?6)`,
    ).bind(customerId, `F${suffix}`.slice(0, 20), email, input.firstName ?? 'Fixture', input.lastName ?? 'Shopper', now),
    env.DB.prepare('INSERT INTO shopper_sessions (id_hash, customer_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)')
      .bind(await hashToken(token), customerId, now, now + 24 * 3600 * 1000),
  ]);
  const shopper = new TestShopper();
  shopper.cookie = `${SESSION_COOKIE}=${token}`;
  return { customerId, email, shopper };
}
