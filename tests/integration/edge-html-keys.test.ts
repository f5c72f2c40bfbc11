import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { Hono, type Context } from 'hono';
import app from '../../worker/index';
import type { AppEnv } from '../../worker/env';
import { edgeHtmlCache } from '../../worker/cache/edge-html/edge-html-cache';
import { securityHeaders } from '../../worker/middleware/security-headers';
import { siteLocale } from '../../worker/middleware/site-locale';
import { createRegisteredShopper } from './account-fixtures';
import { TestShopper, pickItems, setStock } from './cart-client';

/**
 * Issue 29: the edge HTML cache keys pages by what the route table declares (normalized query,
 * no tracking parameters), refuses pages that vary on anything else, and never lets a page with
 * a per-response nonce be kept by a shared cache downstream.
 */

async function page(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', headers: { accept: 'text/html', ...headers } }), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, status: res.headers.get('x-cache') };
}

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

let cartCookie: string;

beforeAll(async () => {
  // A guest with a cart: the session cookie the basket answer set.
  const [item] = await pickItems('USD', 1, 60);
  await setStock(item!, 'online-us', 20);
  const guest = new TestShopper();
  const added = await guest.json('POST', '/api/cart/items', { lines: [{ productId: item, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null });
  expect(added.status).toBe(200);
  expect(guest.cookie).toMatch(/^__Host-axle_sid=/);
  cartCookie = guest.cookie!;
});

describe('normalized edge cache keys', () => {
  it('serves a list page to a shopper with a cart and ?utm_source=x from the cache after one warm-up', async () => {
    const warmUp = await page('/2019-honda-civic/brakes');
    expect(warmUp.status).toBe('MISS');
    const shopper = await page('/2019-honda-civic/brakes?utm_source=x', { cookie: cartCookie });
    expect(shopper.status).toBe('HIT');
    expect(shopper.res.status).toBe(200);
    // The hit carries this response's nonce only, and nothing of the campaign link.
    expect(new Set([...shopper.html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([cspNonce(shopper.res)]));
    expect(shopper.html).not.toContain('utm_source');
  });

  it('keys every tracking parameter and junk parameter away, and sorts the declared ones', async () => {
    expect((await page('/category/brake-rotors?utm_medium=email&gclid=abc')).status).toBe('MISS');
    for (const query of ['', '?fbclid=1', '?msclkid=2&utm_campaign=spring', '?dclid=3&gbraid=4&wbraid=5&mc_cid=6&mc_eid=7&_ga=8', '?anything=else']) {
      expect((await page(`/category/brake-rotors${query}`)).status, query).toBe('HIT');
    }
    expect((await page('/category/brake-rotors?sort=price-low-to-high&limit=12')).status).toBe('MISS');
    expect((await page('/category/brake-rotors?limit=12&utm_source=x&sort=price-low-to-high')).status).toBe('HIT');
    // A declared parameter still makes its own page.
    expect((await page('/category/brake-rotors?limit=24')).status).toBe('MISS');
  });

  it('never hands tracking parameters to the loaders', async () => {
    const res = await app.fetch(new Request('http://localhost/api/page/search?q=rotor&utm_source=x&gclid=y'), env, createExecutionContext());
    expect(res.status).toBe(200);
    const payload = (await res.json()) as { breadcrumbs: { url: string }[] };
    expect(payload.breadcrumbs.at(-1)?.url).toBe('/search?q=rotor');
    const html = (await page('/search?utm_source=x&q=rotor')).html;
    expect(html).toContain('/api/page/search?q=rotor');
    expect(html).not.toContain('utm_source');
  });

  it('keeps serving cached pages to signed-in shoppers and shoppers with a cart', async () => {
    const signedIn = await createRegisteredShopper();
    expect((await page('/pages/about-us', { cookie: signedIn.shopper.cookie! })).status).toBe('BYPASS');
    expect((await page('/pages/about-us')).status).toBe('MISS');
    expect((await page('/pages/about-us', { cookie: signedIn.shopper.cookie! })).status).toBe('HIT');
    expect((await page('/pages/about-us?utm_source=x', { cookie: cartCookie })).status).toBe('HIT');
  });
});

describe('no shared nonce downstream', () => {
  it('sends cached pages private, whether rendered or from the cache', async () => {
    for (const [path, expected] of [
      ['/pages/policy', 'private, max-age=0, must-revalidate'],
      ['/category/brakes?page=1', 'private, max-age=0, must-revalidate'],
      ['/product/AX-BRK-100403', 'private, max-age=300'],
    ] as const) {
      const miss = await page(path);
      const hit = await page(path);
      expect([miss.status, hit.status], path).toEqual(['MISS', 'HIT']);
      for (const answer of [miss, hit]) {
        expect(answer.res.headers.get('cache-control'), path).toBe(expected);
        expect(answer.res.headers.get('cache-control')).not.toMatch(/public|s-maxage/);
      }
      expect(cspNonce(hit.res)).not.toBe(cspNonce(miss.res));
    }
  });

  it('sends a page shaped by the selected vehicle private too, and varying on the cookie', async () => {
    const civic = { cookie: 'axle_vehicle=2019-honda-civic' };
    await page('/product/AX-BRK-100403', civic);
    const hit = await page('/product/AX-BRK-100403', civic);
    expect(hit.status).toBe('HIT');
    expect(hit.res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expect(hit.res.headers.get('vary')).toContain('Cookie');
  });
});

/** The cache in front of a stand-in page route that answers with the given Vary. */
function standIn(vary: string | null) {
  const mini = new Hono<AppEnv>().use('*', securityHeaders, siteLocale);
  mini.use('*', edgeHtmlCache((request, e, ctx) => mini.fetch(request, e, ctx)));
  mini.get('*', (c: Context<AppEnv>) => {
    if (vary) c.header('Vary', vary);
    return c.html(`<!DOCTYPE html><html><body><script nonce="${c.var.secureHeadersNonce}">1</script></body></html>`);
  });
  return async (path: string) => {
    const ctx = createExecutionContext();
    const res = await mini.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html' } }), env, ctx);
    await res.text();
    await waitOnExecutionContext(ctx);
    return res.headers.get('x-cache');
  };
}

describe('Vary beyond the declared key', () => {
  it('refuses to store a page varying on a header its key does not hold', async () => {
    for (const [vary, path] of [
      ['Accept-Language', '/pages/faq/vary/accept-language'],
      ['Authorization', '/pages/faq/vary/authorization'],
      ['*', '/pages/faq/vary/star'],
      ['Cookie, Accept-Encoding', '/pages/faq/vary/encoding'],
    ] as const) {
      const fetchPage = standIn(vary);
      expect(await fetchPage(path), vary).toBe('BYPASS');
      expect(await fetchPage(path), vary).toBe('BYPASS');
    }
  });

  it('stores a page varying on the declared key inputs only (the vehicle cookie, the crawler user agent)', async () => {
    const fetchPage = standIn('Cookie, User-Agent');
    expect(await fetchPage('/pages/faq/vary/declared')).toBe('MISS');
    expect(await fetchPage('/pages/faq/vary/declared')).toBe('HIT');
  });
});

describe('the bench bypass (decision 279)', () => {
  it('renders a request carrying the configured token, and ignores the header without one', async () => {
    const token = 'bench-token-0123456789';
    const send = async (bindings: Env) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request('http://localhost/pages/testimonials', { headers: { accept: 'text/html', 'x-edge-bypass': token } }), bindings, ctx);
      await res.text();
      await waitOnExecutionContext(ctx);
      return res.headers.get('x-cache');
    };
    await page('/pages/testimonials');
    expect((await page('/pages/testimonials')).status).toBe('HIT');
    expect(await send({ ...env, EDGE_HTML_BYPASS_TOKEN: token })).toBe('BYPASS');
    expect(await send(env)).toBe('HIT');
    expect(await send({ ...env, EDGE_HTML_BYPASS_TOKEN: 'short' })).toBe('HIT');
  });
});
