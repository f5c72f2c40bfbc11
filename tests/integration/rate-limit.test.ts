import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/env';
import { rateLimit } from '../../worker/middleware/rate-limit';

/** A tiny app behind the limiter, with a clock the test moves. */
function limitedApp(options: { name: string; limit: number; windowSeconds: number }, clock: { now: number }) {
  return new Hono<AppEnv>()
    .use('*', rateLimit({ ...options, now: () => clock.now, key: (c) => c.req.header('x-client') ?? 'anon' }))
    .get('*', (c) => c.text('ok'));
}

async function hit(app: Hono<AppEnv>, client = 'a'): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request('http://localhost/x', { headers: { 'x-client': client } }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('rateLimit middleware (D1 fixed window)', () => {
  it('answers 429 {status, message} with Retry-After past the limit, and resets in the next window', async () => {
    const clock = { now: Date.UTC(2026, 0, 1, 12, 0, 10) }; // 10 s into a minute window
    const app = limitedApp({ name: 'window-test', limit: 2, windowSeconds: 60 }, clock);
    expect((await hit(app)).status).toBe(200);
    expect((await hit(app)).status).toBe(200);
    const limited = await hit(app);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('50');
    expect(await limited.json()).toEqual({ status: 429, message: 'Too many requests. Please try again in 50 seconds.' });

    clock.now += 45_000; // still the same window
    expect((await hit(app)).headers.get('retry-after')).toBe('5');
    clock.now += 5_000; // the next window starts
    expect((await hit(app)).status).toBe(200);
    expect((await hit(app)).status).toBe(200);
    expect((await hit(app)).status).toBe(429);
  });

  it('counts keys and limiters separately', async () => {
    const clock = { now: Date.UTC(2026, 0, 1, 13, 0, 0) };
    const first = limitedApp({ name: 'separate-a', limit: 1, windowSeconds: 60 }, clock);
    const second = limitedApp({ name: 'separate-b', limit: 1, windowSeconds: 60 }, clock);
    expect((await hit(first, 'x')).status).toBe(200);
    expect((await hit(first, 'x')).status).toBe(429);
    expect((await hit(first, 'y')).status).toBe(200);
    expect((await hit(second, 'x')).status).toBe(200);
  });

  it('is exact under concurrent requests', async () => {
    const clock = { now: Date.UTC(2026, 0, 1, 14, 0, 0) };
    const app = limitedApp({ name: 'concurrent', limit: 5, windowSeconds: 60 }, clock);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => hit(app, 'burst').then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE name = 'concurrent' AND key = 'burst'").first<{ count: number }>();
    expect(row?.count).toBe(20);
  });
});
