import { env } from 'cloudflare:workers';
import { TestShopper } from './cart-client';

export const PASSWORD = 'Sturdy#Pass1';

/** A browser-like shopper with its own client IP, so per-IP limits only bite where a test wants them. */
export class AuthShopper extends TestShopper {
  ip = crypto.randomUUID();

  override call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return super.call(method, path, body, { 'cf-connecting-ip': this.ip, ...headers });
  }

  async post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.call('POST', path, body, headers);
    return { status: res.status, body: (await res.json()) as T, res };
  }
}

let counter = 0;
export function uniqueEmail(tag = 'shopper'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Registers through the endpoint and returns the signed-in shopper. */
export async function registered(email = uniqueEmail(), password = PASSWORD): Promise<{ shopper: AuthShopper; email: string; password: string }> {
  const shopper = new AuthShopper();
  const res = await shopper.post('/api/account/register', { firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password });
  if (res.status !== 202) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { shopper, email, password };
}

export async function lastMailTo(to: string): Promise<{ kind: string; subject: string; body_text: string } | null> {
  return env.DB.prepare('SELECT kind, subject, body_text FROM outbox WHERE to_address = ?1 ORDER BY id DESC LIMIT 1').bind(to).first();
}

export async function mailCount(to: string): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_address = ?1').bind(to).first<number>('n')) ?? 0;
}
