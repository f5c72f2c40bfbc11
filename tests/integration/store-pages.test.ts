import { describe, expect, it } from 'vitest';
import { get, getPage } from './http';

function jsonLd(html: string, type: string): Record<string, unknown> {
  for (const [, body] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
    const data = JSON.parse(body!) as Record<string, unknown>;
    if (data['@type'] === type) return data;
  }
  throw new Error(`no ${type} JSON-LD`);
}

describe('store details page', () => {
  it('renders the store with the crumb Home > Store Locator > {store name} and AutoPartsStore JSON-LD', async () => {
    const res = await getPage('/ca/pages/store-locator/101');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Axle Auto Parts — Toronto Queen St</h1>');
    const crumbs = jsonLd(html, 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Store Locator', 'Axle Auto Parts — Toronto Queen St']);
    expect(crumbs.itemListElement[1]!.item).toMatch(/\/ca\/pages\/store-locator$/);
    const store = jsonLd(html, 'AutoPartsStore') as { name: string; address: Record<string, string>; openingHoursSpecification: { dayOfWeek: string; opens: string }[] };
    expect(store.name).toBe('Axle Auto Parts — Toronto Queen St');
    expect(store.address).toMatchObject({ addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' });
    expect(store.openingHoursSpecification.length).toBeGreaterThanOrEqual(6);
    expect(store.openingHoursSpecification[0]!.dayOfWeek).toBe('https://schema.org/Monday');
    expect(store.openingHoursSpecification[0]!.opens).toMatch(/^\d\d:\d\d$/);
    expect(html).toMatch(/href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=43\.\d+,-79\.\d+" target="_blank" rel="noopener noreferrer"/);
    expect(html).toMatch(/data-testid="store-status"[^>]*>(Open now · Closes at|Closed · Opens)/);
  });

  it('localizes the page in French', async () => {
    const html = await (await getPage('/ca/fr/pages/store-locator/110')).text();
    expect(html).toContain('Trouver un magasin');
    expect(html).toMatch(/lundi/i);
  });

  it('an unknown store follows the unknown-path rule: redirect once, then 404', async () => {
    const first = await getPage('/ca/pages/store-locator/999');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/s/axle-ca/pages/store-locator/999?redirected=1');
    const second = await getPage('/s/axle-ca/pages/store-locator/999?redirected=1');
    expect(second.status).toBe(404);
  });

  it('a store of the other country is unknown on this site', async () => {
    expect((await getPage('/pages/store-locator/101')).status).toBe(302);
    expect((await getPage('/pages/store-locator/201')).status).toBe(200);
  });

  it('serves the same payload for client navigation', async () => {
    const res = await get('/api/page/ca/pages/store-locator/102');
    expect(await res.json()).toMatchObject({ kind: 'store-details', route: 'store-details', data: { store: { id: '102' } } });
  });
});

describe('store locator page', () => {
  it('renders the first 10 stores of the site with their open state, and the search form', async () => {
    const res = await getPage('/ca/pages/store-locator');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Find a Store</h1>');
    expect(html.match(/data-testid="store-card"/g)).toHaveLength(10);
    expect(html).toContain('Load more stores');
    expect(html).toContain('role="search"');
    expect(html).toContain('Postal code');
    expect((jsonLd(html, 'BreadcrumbList') as { itemListElement: { name: string }[] }).itemListElement.map((c) => c.name)).toEqual(['Home', 'Store Locator']);
  });

  it('says ZIP code on the US site', async () => {
    const html = await (await getPage('/pages/store-locator')).text();
    expect(html).toContain('ZIP code');
    expect(html).toContain('New York');
  });
});
