import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { GATE_COOKIE, issuePass } from '../../worker/commerce/gate/gate-pass';

const ORIGIN = 'http://localhost';
const KEY = 'open-sesame-2026';
const gated = { ...env, GATE_KEY: KEY } as typeof env;

async function call(path: string, init: RequestInit = {}, bindings: typeof env = gated): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', crypto.randomUUID());
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init, headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const page = (path: string, cookie?: string, bindings?: typeof env) => call(path, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }, bindings);
const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call('/gate', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers }, body: new URLSearchParams(fields).toString() });
const jsonPost = (body: unknown, headers: Record<string, string> = {}) =>
  call('/api/gate', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('key gate off (no GATE_KEY)', () => {
  it('lets pages through', async () => {
    const res = await page('/', undefined, env);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('Get ready for a new experience');
  });
});

describe('key gate on', () => {
  it('shows only the gate on every page, in the page locale, and refuses APIs', async () => {
    const home = await page('/');
    expect(home.status).toBe(401);
    const html = await home.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Get ready for a new experience');
    expect(html).toContain('<label for="gate-key"');
    expect(home.headers.get('cache-control')).toBe('no-store');
    expect(await (await page('/ca/fr/cart')).text()).toContain('Préparez-vous à une nouvelle expérience');
    const api = await call('/api/cart');
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ status: 401, message: 'An access key is required.' });
    expect((await call('/checkout/shopper-baskets/v1/organizations/f_ecom_axle/baskets?siteId=axle-us', { method: 'POST' })).status).toBe(401);
  });

  it('form: empty key → "Field Required", wrong key → alert "Invalid fixed key!", right key → 24 h pass and back to the page', async () => {
    const empty = await formPost({ key: '', next: '/cart' });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('Field Required');
    expect(emptyHtml).toContain('aria-describedby="gate-key-error"');
    const wrong = await formPost({ key: 'nope', next: '/cart' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(/<div role="alert"[^>]*>Invalid fixed key!<\/div>/);
    const right = await formPost({ key: KEY, next: '/cart' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/cart');
    const cookie = right.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${GATE_COOKIE}=\\d{10}\\.[0-9a-f]{64}; Max-Age=86400; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    const pass = cookie.split(';')[0]!;
    const through = await page('/', pass);
    expect(through.status).toBe(200);
    expect(await through.text()).not.toContain('Get ready for a new experience');
  });

  it('form posts from another site are refused (csrf) and next never leaves the site', async () => {
    expect((await formPost({ key: KEY, next: '/' }, { origin: 'https://evil.example' })).status).toBe(403);
    const offsite = await formPost({ key: KEY, next: '//evil.example/x' });
    expect(offsite.headers.get('location')).toBe('/');
  });

  it('JSON: same answers for the page UI', async () => {
    expect(await (await jsonPost({ key: '' })).json()).toEqual({ status: 400, message: 'Field Required', field: 'key' });
    expect(await (await jsonPost({ key: 'nope' })).json()).toEqual({ status: 401, message: 'Invalid fixed key!', field: 'key' });
    const ok = await jsonPost({ key: KEY });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toContain(`${GATE_COOKIE}=`);
    expect((await jsonPost({ key: KEY }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('refuses forged, expired and other-key passes', async () => {
    const expired = await issuePass(KEY, Date.now() - 25 * 3600 * 1000);
    const otherKey = await issuePass('another-key');
    const forged = `${Math.floor(Date.now() / 1000) + 3600}.${'0'.repeat(64)}`;
    for (const value of [expired, otherKey, forged]) expect((await page('/', `${GATE_COOKIE}=${value}`)).status).toBe(401);
    expect((await page('/', `${GATE_COOKIE}=${await issuePass(KEY)}`)).status).toBe(200);
  });

  it('limits key attempts per client IP', async () => {
    const ip = { 'cf-connecting-ip': crypto.randomUUID() };
    for (let i = 0; i < 10; i++) expect((await jsonPost({ key: 'nope' }, ip)).status).toBe(401);
    expect((await jsonPost({ key: KEY }, ip)).status).toBe(429);
  });
});

describe('partner referral', () => {
  it('sets the order and redirect cookies for 30 days, also through the gate', async () => {
    for (const bindings of [env, gated]) {
      const res = await page('/cart?partner=acme-tires&x=1', undefined, bindings);
      const cookies = res.headers.getSetCookie();
      expect(cookies).toContain('axle_partner_order=acme-tires; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
      expect(cookies).toContain(`axle_partner_redirect=${encodeURIComponent('/cart?x=1')}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await page('/?partner=bad%20id', undefined, env)).headers.getSetCookie().some((c) => c.startsWith('axle_partner'))).toBe(false);
  });
});
