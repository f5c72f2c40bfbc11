import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import app from '../../worker/index';
import type { AppEnv } from '../../worker/env';
import { edgeHtmlCache } from '../../worker/cache/edge-html/edge-html-cache';
import { clearHotPages } from '../../worker/cache/edge-html/hot-pages';
import { securityHeaders } from '../../worker/middleware/security-headers';
import { siteLocale } from '../../worker/middleware/site-locale';
import { bumpCatalogHtmlVersion, bumpProductHtmlVersions } from '../../worker/cache/edge-html/html-version';
import { createRegisteredShopper } from './account-fixtures';
import { pickItems, setStock } from './cart-client';
import { CheckoutShopper } from './checkout-client';

const MASTER = 'AX-BRK-100403';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Page {
  res: Response;
  html: string;
  status: string | null;
}

/**
 * One request through the worker, read to the end, with its waitUntil work (the cache store)
 * finished before the next request: the following request sees exactly what this one stored.
 */
async function page(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Page> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { method, redirect: 'manual', headers: { accept: 'text/html', ...headers } }), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, status: res.headers.get('x-cache') };
}

function cspNonce(res: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce, 'CSP names a nonce').toBeTruthy();
  return nonce!;
}

function htmlNonces(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]!);
}

function expectSecurityHeaders(res: Response): void {
  expect(res.headers.get('strict-transport-security')).toContain('max-age=63072000');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('content-security-policy')).toContain("'strict-dynamic'");
}

describe('edge HTML cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a second anonymous request from the cache with a fresh nonce in the header and in every nonce of the HTML', async () => {
    const first = await page('/pages/about-us');
    expect(first.res.status).toBe(200);
    expect(first.status).toBe('MISS');
    const second = await page('/pages/about-us');
    expect(second.status).toBe('HIT');
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('content-type')).toContain('text/html');
    // The page carries a per-response nonce: private to the browser, even from the cache (decision 277).
    expect(second.res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expectSecurityHeaders(second.res);

    const [firstNonce, secondNonce] = [cspNonce(first.res), cspNonce(second.res)];
    expect(secondNonce).not.toBe(firstNonce);
    const nonces = htmlNonces(second.html);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([secondNonce]));
    expect(second.html).not.toContain(firstNonce);
    // The same page apart from the nonce (the rewriter writes a rewritten void element as `<link … />`).
    const same = (html: string, nonce: string) => html.replaceAll(nonce, 'N').replaceAll(' />', '/>');
    expect(same(second.html, secondNonce)).toBe(same(first.html, firstNonce));
  });

  it('answers from the Cache API in an isolate without a hot copy', async () => {
    const first = await page('/pages/resources?category=from-cache-api');
    expect(first.status).toBe('MISS');
    clearHotPages();
    const fromCacheApi = await page('/pages/resources?category=from-cache-api');
    expect(fromCacheApi.status).toBe('HIT');
    expect(new Set(htmlNonces(fromCacheApi.html))).toEqual(new Set([cspNonce(fromCacheApi.res)]));
    expect(fromCacheApi.html.replaceAll(cspNonce(fromCacheApi.res), 'N').replaceAll(' />', '/>')).toBe(
      first.html.replaceAll(cspNonce(first.res), 'N').replaceAll(' />', '/>'),
    );
  });

  it('gives each hit its own nonce', async () => {
    await page('/pages/policy');
    const a = await page('/pages/policy');
    const b = await page('/pages/policy');
    expect([a.status, b.status]).toEqual(['HIT', 'HIT']);
    expect(cspNonce(a.res)).not.toBe(cspNonce(b.res));
    expect(new Set(htmlNonces(b.html))).toEqual(new Set([cspNonce(b.res)]));
  });

  it('answers HEAD from a stored page with the headers and no body', async () => {
    await page('/pages/testimonials');
    const head = await page('/pages/testimonials', {}, 'HEAD');
    expect(head.res.status).toBe(200);
    expect(head.status).toBe('HIT');
    expect(head.html).toBe('');
    expectSecurityHeaders(head.res);
  });

  it('never stores a page rendered for a request with a session cookie or an Authorization header', async () => {
    const signedIn = await createRegisteredShopper();
    const withSession = await page('/category/brakes', { cookie: signedIn.shopper.cookie! });
    expect(withSession.res.status).toBe(200);
    expect(withSession.status).toBe('BYPASS');
    const withBearer = await page('/category/brakes', { authorization: 'Bearer not-a-token' });
    expect(withBearer.status).toBe('BYPASS');
    // Nothing was stored by either: the first anonymous request still renders.
    expect((await page('/category/brakes')).status).toBe('MISS');
    expect((await page('/category/brakes')).status).toBe('HIT');
    // The stored page has nothing personal in it, so a signed-in shopper may be served it.
    const served = await page('/category/brakes', { cookie: signedIn.shopper.cookie! });
    expect(served.status).toBe('HIT');
    expect(new Set(htmlNonces(served.html))).toEqual(new Set([cspNonce(served.res)]));
  });

  it('never stores a response that sets a cookie (partner referral)', async () => {
    const first = await page('/pages/about-us?partner=p123');
    expect(first.res.headers.get('set-cookie')).toContain('axle_partner_order=p123');
    expect(first.status).toBe('BYPASS');
    const again = await page('/pages/about-us?partner=p123');
    expect(again.status).toBe('BYPASS');
    expect(again.res.headers.get('set-cookie')).toContain('axle_partner_order=p123');
  });

  it('keeps one entry per selected vehicle', async () => {
    const civic = { cookie: 'axle_vehicle=2019-honda-civic' };
    const camry = { cookie: 'axle_vehicle=2018-toyota-camry' };
    expect((await page('/category/brake-pads', civic)).status).toBe('MISS');
    const civicHit = await page('/category/brake-pads', civic);
    expect(civicHit.status).toBe('HIT');
    expect(civicHit.html).toContain('Civic');
    // The vehicle's page is private to browsers and varies on the cookie, even from the cache.
    expect(civicHit.res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expect(civicHit.res.headers.get('vary')).toContain('Cookie');
    const camryFirst = await page('/category/brake-pads', camry);
    expect(camryFirst.status).toBe('MISS');
    expect(camryFirst.html).toContain('Camry');
    expect(camryFirst.html).not.toContain('Civic');
    expect((await page('/category/brake-pads')).status).toBe('MISS');
  });

  it('misses every page after a catalog version bump, and only the product’s pages after a product bump', async () => {
    await page('/');
    await page(`/product/${MASTER}`);
    expect((await page('/')).status).toBe('HIT');
    expect((await page(`/product/${MASTER}`)).status).toBe('HIT');

    // A variant's stock changed: its master's page shows it, the home page does not.
    await bumpProductHtmlVersions(env.CACHE, env.DB, [`${MASTER}-FRONT`]);
    expect((await page(`/product/${MASTER}`)).status).toBe('MISS');
    expect((await page('/')).status).toBe('HIT');

    await bumpCatalogHtmlVersion(env.CACHE);
    expect((await page('/')).status).toBe('MISS');
    expect((await page(`/product/${MASTER}`)).status).toBe('MISS');
    expect((await page('/')).status).toBe('HIT');
  });

  it('serves an entry past its fresh time stale while one re-render stores a new one', async () => {
    await page('/pages/faq/shipping/how-long-does-shipping-take');
    expect((await page('/pages/faq/shipping/how-long-does-shipping-take')).status).toBe('HIT');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    // A signed-in shopper meets the stale entry: the background re-render is anonymous, so it is stored.
    const signedIn = await createRegisteredShopper();
    const stale = await page('/pages/faq/shipping/how-long-does-shipping-take', { cookie: signedIn.shopper.cookie! });
    expect(stale.status).toBe('STALE');
    expect(new Set(htmlNonces(stale.html))).toEqual(new Set([cspNonce(stale.res)]));
    expect((await page('/pages/faq/shipping/how-long-does-shipping-take')).status).toBe('HIT');
  });

  it('misses a product’s page once an order took its stock', async () => {
    const [id] = await pickItems('USD', 1, 40);
    await setStock(id!, 'online-us', 9);
    await page(`/product/${id}`);
    expect((await page(`/product/${id}`)).status).toBe('HIT');
    const shopper = new CheckoutShopper('axle-us');
    expect((await shopper.add(id!, 2)).status).toBe(200);
    expect((await shopper.checkout()).status).toBe(201);
    expect((await page(`/product/${id}`)).status).toBe('MISS');
  });

  it('keeps crawlers’ whole pages apart from streamed ones', async () => {
    await page('/pages/resources');
    expect((await page('/pages/resources')).status).toBe('HIT');
    const crawler = await page('/pages/resources', { 'user-agent': GOOGLEBOT });
    expect(crawler.status).toBe('MISS');
    const crawlerHit = await page('/pages/resources', { 'user-agent': GOOGLEBOT });
    expect(crawlerHit.status).toBe('HIT');
    expect(new Set(htmlNonces(crawlerHit.html))).toEqual(new Set([cspNonce(crawlerHit.res)]));
  });

  it('does not cache personal pages, errors or redirects', async () => {
    for (const path of ['/cart', '/login', '/checkout', '/account']) {
      await page(path);
      expect((await page(path)).status, path).toBe('BYPASS');
    }
    await page('/no-such-category-here?redirected=1');
    expect((await page('/no-such-category-here?redirected=1')).status).toBe('BYPASS');
    await page('/product/ax-brk-100403');
    expect((await page('/product/ax-brk-100403')).status).toBe('BYPASS');
  });

  it('caches pages free of the personal data a signed-in shopper has', async () => {
    const signedIn = await createRegisteredShopper({ firstName: 'Zephyrine', lastName: 'Quillfeather' });
    // A garage with a trim no catalogue page would print.
    const garage = JSON.stringify([{ modelId: '2018-toyota-camry', submodel: 'Zebratrim Nine', engine: null, selected: true }]);
    await env.DB.prepare('UPDATE customer_accounts SET vehicle_details = ?1 WHERE customer_id = ?2').bind(garage, signedIn.customerId).run();

    const own = await page('/pages/store-locator', { cookie: signedIn.shopper.cookie! });
    expect(own.status).toBe('BYPASS');
    expect((await page('/pages/store-locator')).status).toBe('MISS');
    const hit = await page('/pages/store-locator');
    expect(hit.status).toBe('HIT');
    for (const personal of ['Zephyrine', 'Quillfeather', signedIn.email, signedIn.customerId, 'Zebratrim', '__Host-axle_sid']) {
      expect(hit.html, personal).not.toContain(personal);
    }
  });
});

/** The cache in front of a stand-in page route, to see what it does with failures. */
function standIn(render: (c: import('hono').Context<AppEnv>) => Response | Promise<Response>) {
  const mini = new Hono<AppEnv>().use('*', securityHeaders, siteLocale);
  mini.use('*', edgeHtmlCache((request, e, ctx) => mini.fetch(request, e, ctx)));
  mini.get('*', render);
  return async (path: string, bindings: Env = env) => {
    const ctx = createExecutionContext();
    const res = await mini.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html' } }), bindings, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, html, status: res.headers.get('x-cache') };
  };
}

describe('edge HTML cache failures', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not keep a page whose streamed render reported an error', async () => {
    const fetchPage = standIn((c) => {
      c.set('renderFailed', true);
      return c.html(`<!DOCTYPE html><html><body><script nonce="${c.var.secureHeadersNonce}">1</script></body></html>`);
    });
    expect((await fetchPage('/pages/faq/failing/render')).status).toBe('MISS');
    expect((await fetchPage('/pages/faq/failing/render')).status).toBe('MISS');
  });

  it('renders the page when the version store fails', async () => {
    const fetchPage = standIn((c) => c.html('<!DOCTYPE html><html><body>page</body></html>'));
    const broken = { ...env, CACHE: { get: () => Promise.reject(new Error('KV down')), put: () => Promise.reject(new Error('KV down')) } } as unknown as Env;
    // Past the isolate's copy of the version, so KV is read.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
    const res = await fetchPage('/pages/faq/kv/down', broken);
    expect(res.res.status).toBe(200);
    expect(res.html).toContain('page');
    expect(res.status).toBe('BYPASS');
  });
});
