import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { countNewsletterSignups } from '../../worker/data/repos/newsletter-repo';
import { NEWSLETTER_RATE_LIMIT } from '../../worker/routes/api/newsletter';

const ORIGIN = 'http://localhost';

/** Each call comes from its own client IP unless told, so the rate limit only bites where tested. */
async function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': crypto.randomUUID(), ...headers },
    body,
  });
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const json = (value: unknown) => JSON.stringify(value);

describe('POST /api/newsletter', () => {
  it('subscribes a trimmed e-mail and answers {success: true}', async () => {
    const res = await post(json({ email: '  reader@example.com ', locale: 'en-US' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await countNewsletterSignups(env.DB, 'reader@example.com', 'axle-us')).toBe(1);
  });

  it('stores a sign-up once per e-mail and site, in any letter case', async () => {
    for (const email of ['twice@example.com', 'Twice@Example.com']) {
      const res = await post(json({ email, locale: 'fr-CA' }));
      expect(await res.json()).toEqual({ success: true });
    }
    expect(await countNewsletterSignups(env.DB, 'twice@example.com', 'axle-ca')).toBe(1);
    await post(json({ email: 'twice@example.com', locale: 'es-US' }));
    expect(await countNewsletterSignups(env.DB, 'twice@example.com', 'axle-us')).toBe(1);
  });

  it.each([
    [json({ email: 'not-an-email', locale: 'en-US' }), 'Enter a valid email'],
    [json({ email: '   ', locale: 'en-US' }), 'Enter a valid email'],
    [json({ email: 'a@b.c', locale: 'en-CA' }), 'Enter a valid email'],
    [json({ locale: 'en-US' }), 'email is required'],
    [json({ email: 42, locale: 'en-US' }), 'email is required'],
    [json({ email: 'reader@example.com' }), 'locale must be one of en-US, es-US, en-CA, fr-CA'],
    [json({ email: 'reader@example.com', locale: 'de-DE' }), 'locale must be one of en-US, es-US, en-CA, fr-CA'],
    ['{"email": ', 'Request body must be valid JSON'],
    [json(['reader@example.com']), 'Request body must be a JSON object'],
    [json(null), 'Request body must be a JSON object'],
  ])('%s → 400 %s', async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });

  it('rejects a body that is not declared as JSON', async () => {
    const res = await post('email=reader@example.com', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ status: 415, message: 'Content-Type must be application/json' });
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: ORIGIN, 'sec-fetch-site': 'cross-site' }],
    [{ origin: '', 'sec-fetch-site': 'cross-site' }],
    [{ origin: '' }],
  ])('refuses cross-site or unproven requests with 403 (%j)', async (headers) => {
    const res = await post(json({ email: 'csrf@example.com', locale: 'en-US' }), headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ status: 403, message: 'Cross-site requests are not allowed' });
    expect(await countNewsletterSignups(env.DB, 'csrf@example.com', 'axle-us')).toBe(0);
  });

  it('allows 5 sign-ups per 10 minutes from one client, then answers 429', async () => {
    expect(NEWSLETTER_RATE_LIMIT).toMatchObject({ limit: 5, windowSeconds: 600 });
    const ip = { 'cf-connecting-ip': '203.0.113.9' };
    for (let i = 0; i < 5; i++) {
      const res = await post(json({ email: `limit-${i}@example.com`, locale: 'en-US' }), ip);
      expect(res.status).toBe(200);
    }
    const res = await post(json({ email: 'limit-5@example.com', locale: 'en-US' }), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await countNewsletterSignups(env.DB, 'limit-5@example.com', 'axle-us')).toBe(0);
  });

  it('accepts a same-origin request known only by Sec-Fetch-Site', async () => {
    const res = await post(json({ email: 'fetch-site@example.com', locale: 'en-US' }), { origin: '', 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
  });
});
