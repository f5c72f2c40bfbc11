import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ProductPageData } from '../../shared/product/product-detail';
import type { PagePayload } from '../../shared/types/page';
import { get, getPage } from './http';

const NOT_FOUND_TEXT = 'The page you&#x27;re looking for can&#x27;t be found.';
// A brake pad master (sizes Front / Rear) in the seeded catalogue, and a brake pad that fits the 2019 Civic.
const MASTER = 'AX-BRK-100403';
const CIVIC = '2019-honda-civic';

async function payload(path: string, headers: Record<string, string> = {}): Promise<PagePayload<ProductPageData>> {
  const res = await get(`/api/page${path}`, { headers });
  expect(res.status, path).toBe(200);
  return (await res.json()) as PagePayload<ProductPageData>;
}

async function civicPad(): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT f.product_id FROM fitments f JOIN products p ON p.id = f.product_id
      WHERE f.model_id = ?1 AND p.primary_category_id = 'brake-pads' AND f.submodel IS NULL AND f.engine IS NULL ORDER BY f.product_id LIMIT 1`,
  )
    .bind(CIVIC)
    .first<{ product_id: string }>();
  return row!.product_id;
}

function jsonLd(html: string, type: string): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1]!.replace(/\\u003c/g, '<'));
    if (data['@type'] === type) return data;
  }
  throw new Error(`no ${type} structured data`);
}

describe('product routes', () => {
  it('forces the id to upper case with a redirect that replaces the path and keeps query and prefixes', async () => {
    const res = await getPage(`/brakes/brake-pads/${MASTER.toLowerCase()}?size=Front`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/brakes/brake-pads/${MASTER}?size=Front`);
    const fr = await getPage(`/ca/fr/product/${MASTER.toLowerCase()}`);
    expect(fr.headers.get('location')).toBe(`/ca/fr/product/${MASTER}`);
    const vehicle = await getPage(`/${CIVIC}/brake-pads/${MASTER.toLowerCase()}`);
    expect(vehicle.headers.get('location')).toBe(`/${CIVIC}/brake-pads/${MASTER}`);
  });

  it('serves /product/{id}, /{catId}/{subCatId}/{id} and /{modelId}/{catId}/{id}', async () => {
    for (const path of [`/product/${MASTER}`, `/brakes/brake-pads/${MASTER}`, `/${CIVIC}/brake-pads/${MASTER}`]) {
      const res = await getPage(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`SKU: #${MASTER}`);
    }
  });

  it('lets pid override the path id', async () => {
    const body = await payload(`/product/AX-NOT-A-PRODUCT?pid=${MASTER.toLowerCase()}-front`);
    expect(body.data.product.id).toBe(`${MASTER}-FRONT`);
    expect(body.data.product.type).toBe('variant');
    expect(body.data.product.selectedValues).toEqual({ size: 'Front' });
  });

  it('sends an unknown product id through the unknown-path rule: 302 once, then 404', async () => {
    const first = await getPage('/product/NO-SUCH-PART');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/s/axle-us/product/NO-SUCH-PART?redirected=1');
    const second = await getPage('/s/axle-us/product/NO-SUCH-PART?redirected=1');
    expect(second.status).toBe(404);
    expect(await second.text()).toContain(NOT_FOUND_TEXT);
  });

  it('no longer answers 200 for any three-segment path', async () => {
    const first = await getPage('/foo/bar/baz');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/s/axle-us/foo/bar/baz?redirected=1');
    expect((await getPage('/s/axle-us/foo/bar/baz?redirected=1')).status).toBe(404);
    // A vehicle URL naming an unknown vehicle is unknown too.
    expect((await getPage(`/2019-honda-nosuchmodel/brake-pads/${MASTER}`)).status).toBe(302);
  });

  it('keeps deeper /account paths in the account area (prefix match), which answers them with its 404 page', async () => {
    const res = await getPage('/account/x/y');
    expect(res.status).toBe(404);
    const body = (await (await get('/api/page/account/x/y')).json()) as PagePayload;
    expect(body.kind).toBe('not-found');
    expect(body.route).toBe('account-area');
  });
});

describe('product page SEO and data', () => {
  it('has title, description, canonical, hreflang alternates and Product structured data', async () => {
    const res = await getPage(`/brakes/brake-pads/${MASTER}`);
    // Five minutes in the browser (decision 060), no shared cache: the page carries a per-response nonce (decision 277).
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]*Brake Pad[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/en/brakes/brake-pads/${MASTER}"/>`);
    // React hoists the page's head tags into <head>.
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
    for (const [lang, href] of [
      ['en-US', `/en/brakes/brake-pads/${MASTER}`],
      ['es-US', `/es/brakes/brake-pads/${MASTER}`],
      ['en-CA', `/ca/en/brakes/brake-pads/${MASTER}`],
      ['fr-CA', `/ca/fr/brakes/brake-pads/${MASTER}`],
      ['x-default', `/en/brakes/brake-pads/${MASTER}`],
    ]) {
      expect(html, lang).toMatch(new RegExp(`rel="alternate" hrefLang="${lang}" href="http://localhost${href}"`, 'i'));
    }
    const product = jsonLd(html, 'Product');
    expect(product).toMatchObject({ name: expect.stringContaining('Brake Pad'), sku: MASTER, brand: { '@type': 'Brand' } });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: expect.stringMatching(/^\d+\.\d\d$/),
      itemCondition: 'https://schema.org/NewCondition',
      availability: 'https://schema.org/InStock',
    });
    const crumbs = jsonLd(html, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Brakes', 'Brake Pads', product.name]);
  });

  it('puts the canonical on the Canadian site in Canadian locales, prices in CAD', async () => {
    const html = await (await getPage(`/ca/fr/brakes/brake-pads/${MASTER}`)).text();
    expect(html).toContain(`<link rel="canonical" href="http://localhost/ca/fr/brakes/brake-pads/${MASTER}"/>`);
    expect(jsonLd(html, 'Product').offers.priceCurrency).toBe('CAD');
    expect(html).toContain('<html lang="fr-CA"');
  });

  it('marks a sold-out product out of stock in its structured data', async () => {
    const row = await env.DB.prepare(
      "SELECT p.id FROM products p JOIN inventory i ON i.product_id = p.id AND i.location_id = 'online-us' WHERE p.type = 'item' AND i.ats = 0 LIMIT 1",
    ).first<{ id: string }>();
    const html = await (await getPage(`/product/${row!.id}`)).text();
    expect(jsonLd(html, 'Product').offers.availability).toBe('https://schema.org/OutOfStock');
    expect(html).toContain('Sorry, this part is not available.');
  });

  it('starts the breadcrumbs with the vehicle on vehicle URLs and checks fitment in the loader', async () => {
    const id = await civicPad();
    const body = await payload(`/${CIVIC}/brake-pads/${id}`);
    expect(body.breadcrumbs.map((c) => c.name).slice(0, 3)).toEqual(['2019 Honda Civic', 'Brakes', 'Brake Pads']);
    expect(body.breadcrumbs[0]!.url).toBe(`/${CIVIC}`);
    expect(body.breadcrumbs.at(-1)).toMatchObject({ name: body.data.product.name, isCurrentPage: true });
    expect(body.data.fitment).toMatchObject({ modelId: CIVIC, vehicleName: '2019 Honda Civic', isCompatible: true, qualifiersMatch: true });
    const html = await (await getPage(`/${CIVIC}/brake-pads/${id}`)).text();
    expect(html).toContain('Fits 2019 Honda Civic');
    const other = await payload(`/${CIVIC}/brake-pads/${MASTER}`);
    expect(other.data.fitment).toMatchObject({ isCompatible: false });
  });

  it('checks the selected vehicle from the cookie and does not share that page', async () => {
    const id = await civicPad();
    const res = await getPage(`/brakes/brake-pads/${id}`, { cookie: `axle_vehicle=${CIVIC}||` });
    expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expect(await res.text()).toContain('Fits 2019 Honda Civic');
  });

  it('carries variations, tiers, weight and set members in the payload', async () => {
    const master = (await payload(`/product/${MASTER}`)).data.product;
    expect(master.variationAttributes).toEqual([
      { id: 'size', name: 'Size', values: expect.arrayContaining([expect.objectContaining({ value: 'Front' }), expect.objectContaining({ value: 'Rear' })]) },
    ]);
    expect(master.variants.map((v) => v.productId).sort()).toEqual([`${MASTER}-FRONT`, `${MASTER}-REAR`]);
    expect(master.weightLb).toBeGreaterThan(0);
    const tiered = await env.DB.prepare("SELECT product_id FROM price_tiers WHERE currency = 'USD' GROUP BY product_id HAVING COUNT(*) > 1 LIMIT 1").first<{ product_id: string }>();
    const withTiers = (await payload(`/product/${tiered!.product_id}`)).data.product;
    expect(withTiers.tiers.length).toBeGreaterThan(1);
    const set = await env.DB.prepare("SELECT id FROM products WHERE type = 'set' LIMIT 1").first<{ id: string }>();
    const setProduct = (await payload(`/product/${set!.id}`)).data.product;
    expect(setProduct.children.length).toBeGreaterThan(1);
    expect(setProduct.children[0]).toMatchObject({ ats: expect.any(Number), quantity: expect.any(Number) });
  });

  it("carries the product's own out-of-stock text in the site language, shown when it cannot be sold", async () => {
    const row = await env.DB.prepare(
      `SELECT m.product_id, m.message, f.message AS fr, COALESCE(i.ats, 0) AS ats FROM product_stock_messages m
         JOIN product_stock_messages f ON f.product_id = m.product_id AND f.lang = 'fr'
         LEFT JOIN inventory i ON i.product_id = m.product_id AND i.location_id = 'online-us'
        WHERE m.lang = 'en' ORDER BY COALESCE(i.ats, 0), m.product_id LIMIT 1`,
    ).first<{ product_id: string; message: string; fr: string; ats: number }>();
    expect(row).not.toBeNull();
    expect((await payload(`/product/${row!.product_id}`)).data.product.outOfStockMessage).toBe(row!.message);
    expect((await payload(`/ca/fr/product/${row!.product_id}`)).data.product.outOfStockMessage).toBe(row!.fr);
    const html = await (await getPage(`/product/${row!.product_id}`)).text();
    if (row!.ats === 0) expect(html).toContain(row!.message);
    else expect(html).not.toContain(row!.message);
  });
});
