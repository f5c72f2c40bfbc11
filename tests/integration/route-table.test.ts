import { describe, expect, it } from 'vitest';
import { get, getPage } from './http';

const NOT_FOUND_TEXT = 'The page you&#x27;re looking for can&#x27;t be found.';

describe('route table over HTTP', () => {
  it('redirects /home to / (prefix kept)', async () => {
    const res = await getPage('/home');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
    const fr = await getPage('/fr/home');
    expect(fr.headers.get('location')).toBe('/ca/fr');
  });

  it('renders home on both sites in their languages and currencies', async () => {
    const us = await getPage('/');
    expect(us.status).toBe(200);
    expect(us.headers.get('content-type')).toContain('text/html');
    const usHtml = await us.text();
    expect(usHtml).toContain('<html lang="en-US"');
    expect(usHtml).toContain('Parts that fit, delivered fast');

    for (const path of ['/fr/', '/?locale=fr-CA&site=axle-ca', '/ca/fr']) {
      const html = await (await getPage(path)).text();
      expect(html, path).toContain('<html lang="fr-CA"');
      expect(html, path).toContain('Des pièces compatibles, livrées rapidement');
      // The deal strip streams prices in the Canadian currency, French format (1.234,56 $).
      expect(html, path).toMatch(/\d,\d\d\s\$/);
    }
    const es = await (await getPage('/es')).text();
    expect(es).toContain('<html lang="es-US"');
    expect(es).toMatch(/\$\d+\.\d\d/);
  });

  it('redirects an unknown path once to the site-prefixed path, then answers 404', async () => {
    const first = await getPage('/no-such-page');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/s/axle-us/no-such-page?redirected=1');
    const second = await getPage('/s/axle-us/no-such-page?redirected=1');
    expect(second.status).toBe(404);
    const html = await second.text();
    expect(html).toContain(NOT_FOUND_TEXT);
    expect(html).toContain('Return to Home');
  });

  it('keeps the Canadian site and locale in the unknown-path redirect', async () => {
    const res = await getPage('/ca/fr/nope?x=1');
    expect(res.headers.get('location')).toBe('/s/axle-ca/fr/nope?x=1&redirected=1');
    const follow = await getPage('/s/axle-ca/fr/nope?x=1&redirected=1');
    expect(follow.status).toBe(404);
    expect(await follow.text()).toContain('La page que vous cherchez est introuvable.');
  });

  it('answers /page-not-found and deep unknown paths with the not-found page', async () => {
    expect((await getPage('/page-not-found')).status).toBe(404);
    const deep = await getPage('/a/b/c/d');
    expect(deep.status).toBe(302);
    expect((await getPage('/a/b/c/d?redirected=1')).status).toBe(404);
  });

  it.each([
    ['/factory-direct', 'factory_direct', 'Factory Direct Auto Parts'],
    ['/buy-discount-auto-parts-factory-direct', 'buy_discount_auto_parts', 'Buy Discount Auto Parts Factory Direct'],
    ['/why-our-prices-are-so-low', 'why', 'Why Our Prices Are So Low'],
  ])('serves the legacy page %s', async (path, type, heading) => {
    const res = await getPage(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`data-page-type="${type}"`);
    expect(html).toContain(heading);
  });

  it.each([
    '/login',
    '/registration',
    '/reset-password',
    // /change-password sends guests to /login (tests/integration/auth-pages.test.ts).
    '/account/my-garage',
    '/cart',
    '/checkout',
    '/pages/policy',
    '/pages/policy/privacy-policy',
    '/pages/store-locator',
    '/pages/testimonials',
    '/pages/resources',
    '/pages/about-us',
    '/pages/order-status',
    '/contact-us',
    '/en/login',
    '/es/cart',
  ])('matches %s with a 200 page', async (path) => {
    const res = await getPage(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1');
  });

  it('answers an order confirmation the browser did not place with the 404 page', async () => {
    const res = await getPage('/checkout/confirmation/A100');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(NOT_FOUND_TEXT);
  });

  it('renders Home › Store Locator breadcrumbs with structured data', async () => {
    const html = await (await getPage('/pages/store-locator')).text();
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/"name":"Home".*"name":"Store Locator"/);
  });

  it('leaves the footer out on checkout paths', async () => {
    expect(await (await getPage('/')).text()).toContain('<footer');
    expect(await (await getPage('/checkout')).text()).not.toContain('<footer');
  });

  it('serves page payloads for client navigation from the same loaders', async () => {
    const res = await get('/api/page/fr/factory-direct');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'legacy', route: 'factory-direct', status: 200, data: { pageType: 'factory_direct' } });
    const missing = await get('/api/page/no-such-page');
    expect(await missing.json()).toEqual({ redirect: '/s/axle-us/no-such-page?redirected=1', status: 302 });
    const notFound = await get('/api/page/s/axle-us/no-such-page?redirected=1');
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('answers unknown API paths with a JSON 404, never a 500', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'Not found' });
  });
});
