import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createRegisteredShopper } from './account-fixtures';
import { getPage } from './http';
import { headTags } from './seo-head';

const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const MASTER = 'AX-BRK-100403';
const LOCALES = ['en-US', 'es-US', 'en-CA', 'fr-CA', 'x-default'];

/** The alternates of a prefix-free path on both sites, as every non-product page declares them. */
function alternatesOf(path: string): [string, string][] {
  const at = (prefix: string) => `http://localhost${prefix}${path === '/' && prefix ? '' : path}`;
  return [['en-US', at('')], ['es-US', at('/es')], ['en-CA', at('/ca')], ['fr-CA', at('/ca/fr')], ['x-default', at('')]];
}

async function slug(kind: string): Promise<string> {
  const row = await env.DB.prepare("SELECT slug FROM content_entries WHERE kind = ?1 AND locale = 'en-US' ORDER BY position LIMIT 1").bind(kind).first<{ slug: string }>();
  return row!.slug;
}

describe('indexable pages: index, one canonical (their own URL) and hreflang alternates', () => {
  const cases: [string, string, string[]][] = [
    ['/', '/', ['Organization', 'WebSite']],
    ['/categories/brakes', '/brakes', ['CollectionPage', 'BreadcrumbList']],
    ['/category/brake-pads', '/category/brake-pads', ['CollectionPage', 'BreadcrumbList']],
    ['/brakes/brake-pads', '/category/brake-pads', ['CollectionPage', 'BreadcrumbList']],
    ['/2019-honda-civic', '/2019-honda-civic', ['CollectionPage', 'BreadcrumbList']],
    ['/2019-honda-civic/brake-pads', '/2019-honda-civic/brake-pads', ['CollectionPage', 'BreadcrumbList']],
    ['/pages/policy', '/pages/policy', ['CollectionPage', 'BreadcrumbList']],
    ['/pages/about-us', '/pages/about-us', ['AboutPage', 'BreadcrumbList']],
    ['/pages/resources', '/pages/resources', ['CollectionPage', 'BreadcrumbList']],
    ['/pages/testimonials', '/pages/testimonials', ['Organization', 'BreadcrumbList']],
    ['/contact-us', '/contact-us', ['ContactPage', 'BreadcrumbList']],
    ['/factory-direct', '/factory-direct', ['WebPage', 'BreadcrumbList']],
    ['/pages/store-locator', '/pages/store-locator', ['CollectionPage', 'BreadcrumbList']],
  ];
  for (const [path, canonical, types] of cases) {
    it(`${path} → ${canonical} with ${types.join(', ')}`, async () => {
      for (const prefix of ['', '/ca/fr']) {
        const res = await getPage(prefix + path, BOT);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-robots-tag')).toBeNull();
        const html = await res.text();
        // Decision 003: a crawler gets the whole page in one piece, no streamed Suspense holes.
        expect(res.headers.get('transfer-encoding')).toBeNull();
        expect(html).not.toContain('<template id="B:');
        const head = headTags(html);
        expect(head.robots).toEqual(['index, follow']);
        const expected = alternatesOf(canonical);
        expect(head.canonicals).toEqual([expected[prefix ? 3 : 0]![1]]);
        expect(head.alternates).toEqual(expected);
        expect(head.jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(types));
      }
    });
  }

  it('content pages read from D1: policy, FAQ entry and resource article', async () => {
    for (const [path, type] of [[`/pages/policy/${await slug('policy')}`, 'WebPage'], [`/pages/faq/${await slug('faq')}`, 'FAQPage'], [`/pages/resources/${await slug('resource')}`, 'Article']] as const) {
      const head = headTags(await (await getPage(path, BOT)).text());
      expect(head.robots).toEqual(['index, follow']);
      expect(head.canonicals).toEqual([`http://localhost${path}`]);
      expect(head.alternates).toEqual(alternatesOf(path));
      expect(head.jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining([type, 'BreadcrumbList']));
      expect(head.og['og:url']).toBe(`http://localhost${path}`);
      expect(head.og['og:type']).toBe(type === 'Article' ? 'article' : 'website');
      expect(head.og['og:image']).toBe('http://localhost/images/share/axle.svg');
      expect(head.og['og:locale']).toBe('en_US');
      expect(head.twitter['twitter:card']).toBe('summary_large_image');
    }
  });

  it('a store details page declares the alternates of its own site only', async () => {
    const head = headTags(await (await getPage('/ca/fr/pages/store-locator/101', BOT)).text());
    expect(head.canonicals).toEqual(['http://localhost/ca/fr/pages/store-locator/101']);
    expect(head.alternates).toEqual([
      ['en-CA', 'http://localhost/ca/pages/store-locator/101'], ['fr-CA', 'http://localhost/ca/fr/pages/store-locator/101'], ['x-default', 'http://localhost/ca/pages/store-locator/101'],
    ]);
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['AutoPartsStore', 'BreadcrumbList']));
  });

  it('the product page: its document 2 §2 canonical, Product with offers, brand and sku, and its social card', async () => {
    const res = await getPage(`/ca/fr/product/${MASTER}`, BOT);
    expect(res.headers.get('transfer-encoding')).toBeNull();
    const html = await res.text();
    // Stock, reviews and recommendations are deferred for shoppers; a crawler gets them inline.
    expect(html).not.toContain('<template id="B:');
    const head = headTags(html);
    expect(head.robots).toEqual(['index, follow']);
    expect(head.canonicals).toEqual([`http://localhost/ca/fr/brakes/brake-pads/${MASTER}`]);
    expect(head.alternates.map(([lang]) => lang)).toEqual(LOCALES);
    const product = head.jsonLd.find((d) => d['@type'] === 'Product') as Record<string, any>;
    expect(product).toMatchObject({ sku: MASTER, url: `http://localhost/ca/fr/brakes/brake-pads/${MASTER}`, brand: { '@type': 'Brand' }, offers: { '@type': 'Offer', priceCurrency: 'CAD' } });
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(head.jsonLd.map((d) => d['@type'])).toContain('BreadcrumbList');
    expect(head.og).toMatchObject({ 'og:type': 'product', 'og:url': `http://localhost/ca/fr/brakes/brake-pads/${MASTER}`, 'og:locale': 'fr_CA' });
    expect(head.og['og:image']).toMatch(/^http:\/\/localhost\/images\/products\//);
    expect(head.twitter['twitter:title']).toBe(head.og['og:title']);
  });

  it('a product with reviews carries its aggregate rating', async () => {
    const row = await env.DB.prepare('SELECT id, rating_count FROM products WHERE rating_count > 0 AND type != ?1 LIMIT 1').bind('variant').first<{ id: string; rating_count: number }>();
    const head = headTags(await (await getPage(`/product/${row!.id}`, BOT)).text());
    const product = head.jsonLd.find((d) => d['@type'] === 'Product') as Record<string, any>;
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: row!.rating_count });
  });

  it('home: WebSite with a SearchAction on the site search', async () => {
    const head = headTags(await (await getPage('/ca/fr', BOT)).text());
    const site = head.jsonLd.find((d) => d['@type'] === 'WebSite') as Record<string, any>;
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'http://localhost/ca/fr/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    expect(head.jsonLd.find((d) => d['@type'] === 'Organization')).toMatchObject({ url: 'http://localhost/ca/fr', name: 'Axle Pièces Auto' });
  });
});

describe('private, filtered and error pages: noindex in the head and in X-Robots-Tag, no canonical', () => {
  const paths = [
    '/cart', '/checkout', '/checkout/confirmation/A100', '/pages/order-status', '/pages/order-status/A100', '/login', '/registration', '/reset-password',
    '/account/my-garage', '/search?q=brake', '/es/search?q=oil%20filter',
    '/category/brake-pads?sort=price-low-to-high', '/category/brake-pads?page=2', '/no-such-page?redirected=1', '/page-not-found', '/search?limit=abc',
  ];
  for (const path of paths) {
    it(path, async () => {
      const res = await getPage(path, BOT);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, follow');
      const head = headTags(await res.text());
      expect(head.robots).toEqual(['noindex, follow']);
      expect(head.canonicals).toEqual([]);
    });
  }

  // Signed-in pages (a guest is sent to /login): seen by their owner, still noindex.
  for (const path of ['/change-password', '/account', '/account/wishlist']) {
    it(`${path} (signed in)`, async () => {
      const { shopper } = await createRegisteredShopper();
      const res = await shopper.call('GET', path, undefined, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, follow');
      const head = headTags(await res.text());
      expect(head.robots).toEqual(['noindex, follow']);
      expect(head.canonicals).toEqual([]);
    });
  }

  it('search results carry SearchResultsPage data', async () => {
    const head = headTags(await (await getPage('/search?q=brake', BOT)).text());
    expect(head.jsonLd.map((d) => d['@type'])).toContain('SearchResultsPage');
  });
});

describe('sitemap URLs answer with their own canonical', () => {
  it('a sample of every section and locale', async () => {
    const index = await (await getPage('/sitemap.xml')).text();
    for (const [, child] of index.matchAll(/<loc>http:\/\/localhost([^<]+)<\/loc>/g)) {
      const xml = await (await getPage(child!)).text();
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      for (const url of [urls[0], urls[Math.floor(urls.length / 2)], urls.at(-1)]) {
        const res = await getPage(url!.replace('http://localhost', ''), BOT);
        expect(res.status, url).toBe(200);
        expect(headTags(await res.text()).canonicals, url).toEqual([url]);
      }
    }
  });
});
