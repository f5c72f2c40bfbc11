import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get } from './http';
import { createSitemapService } from '../../worker/commerce/sitemap/sitemap-service';
import { SITES_CONFIG } from '../../shared/sites/config';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

/** Well-formed enough for a crawler: one root, every <url> closed, only escaped ampersands. */
function expectWellFormed(xml: string, root: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml.match(new RegExp(`<${root} `, 'g'))?.length).toBe(1);
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  expect(xml.match(/<url>/g)?.length ?? 0).toBe(xml.match(/<\/url>/g)?.length ?? 0);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
}

describe('robots.txt', () => {
  it('is served by the worker for the request origin, with the private paths and the sitemap index', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const line of ['Disallow: /api/', 'Disallow: /dev/', 'Disallow: /test-pay/', 'Disallow: /account', 'Disallow: /cart', 'Disallow: /checkout',
      'Disallow: /ca/fr/account', 'Disallow: /es/checkout', 'Disallow: /ca/cart', 'Disallow: /search?*refine', 'Disallow: /ca/fr/search?*sort=']) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
    // The catalog stays open: no rule starts a product, category or content path.
    expect(lines.filter((l) => /^Disallow: \/(product\/[^s]|category|pages\/(policy|faq)|$)/.test(l))).toEqual([]);
  });
});

describe('sitemap index', () => {
  it('lists a categories, products, vehicles and content sitemap for each site and locale, absolute on this origin', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const xml = await res.text();
    expectWellFormed(xml, 'sitemapindex');
    const expected = SITES_CONFIG.sites.flatMap((site) =>
      site.l10n.supportedLocales.flatMap((l) => ['categories', 'products', 'vehicles', 'content'].map((s) => `http://localhost/sitemaps/${site.id}/${l.id}/${s}-1.xml`)),
    );
    expect(locs(xml)).toEqual(expected);
  });
});

describe('child sitemaps', () => {
  it('products: one URL per product with a page (no variants), in the canonical form, with the four hreflang alternates', async () => {
    const xml = await (await get('/sitemaps/axle-ca/fr-CA/products-1.xml')).text();
    expectWellFormed(xml, 'urlset');
    const urls = locs(xml);
    expect(urls.length).toBe(await count("SELECT COUNT(*) AS n FROM products WHERE type != 'variant'"));
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^http:\/\/localhost\/ca\/fr\/([a-z0-9-]+\/[a-z0-9-]+|product)\/[A-Z0-9-]+$/);
    const first = xml.match(/<url>.*?<\/url>/)![0];
    const hreflangs = [...first.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hreflangs).toEqual(['en-US', 'es-US', 'en-CA', 'fr-CA', 'x-default']);
    expect(first).toContain(`hreflang="fr-CA" href="${locs(first)[0]}"`);
  });

  it('categories: every online category with products, grid at /{id}, leaf list at /category/{id}', async () => {
    const urls = locs(await (await get('/sitemaps/axle-us/en-US/categories-1.xml')).text());
    expect(urls.length).toBe(await count("SELECT COUNT(*) AS n FROM categories WHERE online = 1 AND have_online_products = 1 AND id NOT IN ('parts', 'root', 'ymm-catalog')"));
    for (const url of urls) expect(url).toMatch(/^http:\/\/localhost\/(category\/)?[a-z0-9-]+$/);
  });

  it('vehicles: every vehicle that fits parts, at /{modelId}', async () => {
    const urls = locs(await (await get('/sitemaps/axle-us/es-US/vehicles-1.xml')).text());
    expect(urls.length).toBe(await count('SELECT COUNT(DISTINCT model_id) AS n FROM fitments'));
    for (const url of urls) expect(url).toMatch(/^http:\/\/localhost\/es\/\d{4}-[a-z0-9-]+$/);
  });

  it('content: policies, about us, FAQ entries, resources, testimonials, contact, legacy pages, store locator and the site\'s stores', async () => {
    const xml = await (await get('/sitemaps/axle-ca/en-CA/content-1.xml')).text();
    expectWellFormed(xml, 'urlset');
    const paths = locs(xml).map((u) => u.replace('http://localhost/ca', ''));
    const policies = await count("SELECT COUNT(*) AS n FROM content_entries WHERE kind = 'policy' AND locale = 'en-CA'");
    const faqs = await count("SELECT COUNT(*) AS n FROM content_entries WHERE kind = 'faq' AND locale = 'en-CA'");
    const resources = await count("SELECT COUNT(*) AS n FROM content_entries WHERE kind = 'resource' AND locale = 'en-CA'");
    const stores = await count("SELECT COUNT(*) AS n FROM stores WHERE country_code = 'CA' AND store_locator_enabled = 1");
    expect(paths.filter((p) => p.startsWith('/pages/policy/')).length).toBe(policies);
    expect(paths.filter((p) => p.startsWith('/pages/faq/')).length).toBe(faqs);
    expect(paths.filter((p) => p.startsWith('/pages/resources/')).length).toBe(resources);
    expect(paths.filter((p) => p.startsWith('/pages/store-locator/')).length).toBe(stores);
    for (const p of ['/pages/policy', '/pages/resources', '/pages/testimonials', '/contact-us', '/pages/about-us', '/factory-direct', '/buy-discount-auto-parts-factory-direct', '/why-our-prices-are-so-low', '/pages/store-locator']) {
      expect(paths).toContain(p);
    }
    expect(paths.length).toBe(policies + faqs + resources + stores + 9);
    // A store exists on its own site only: its alternates are the two Canadian locales.
    const store = xml.match(/<url><loc>[^<]*\/pages\/store-locator\/[^<]*<\/loc>.*?<\/url>/)![0];
    expect([...store.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['en-CA', 'fr-CA', 'x-default']);
    // Entries with a date carry it.
    expect(xml).toMatch(/<loc>http:\/\/localhost\/ca\/pages\/about-us<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
  });

  it('answers 404 for an unknown site, locale, section, part or a locale of the other site', async () => {
    for (const path of ['/sitemaps/axle-xx/en-US/products-1.xml', '/sitemaps/axle-us/fr-CA/products-1.xml', '/sitemaps/axle-us/en-US/orders-1.xml',
      '/sitemaps/axle-us/en-US/products-2.xml', '/sitemaps/axle-us/en-US/products-0.xml', '/sitemaps/axle-us/en-US/products-1.txt', '/sitemaps/axle-us/en-US/products-99999999.xml']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('splits a section into parts under the URL limit, in order, with nothing lost', async () => {
    const cache = { kv: env.CACHE, waitUntil: () => undefined };
    const whole = createSitemapService({ db: env.DB, cache });
    const split = createSitemapService({ db: env.DB, cache, limits: { maxUrls: 100, maxBytes: 52_428_800 } });
    const site = SITES_CONFIG.sites[0]!;
    const all = locs((await whole.child('https://shop.test', site, 'en-US', 'products', 1))!);
    const parts: string[][] = [];
    for (let part = 1; ; part++) {
      const xml = await split.child('https://shop.test', site, 'en-US', 'products', part);
      if (xml === null) break;
      parts.push(locs(xml));
    }
    expect(parts.length).toBe(Math.ceil(all.length / 100));
    expect(parts.slice(0, -1).every((p) => p.length === 100)).toBe(true);
    expect(parts.flat()).toEqual(all);
    expect(all[0]).toMatch(/^https:\/\/shop\.test\/en\//);
    const index = locs(await split.index('https://shop.test'));
    expect(index.filter((u) => u.startsWith('https://shop.test/sitemaps/axle-us/en-US/products-')).length).toBe(parts.length);
  });
});
