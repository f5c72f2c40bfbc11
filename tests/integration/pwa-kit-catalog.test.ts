/**
 * Shopper Search, Products, Configurations and Context in the shapes the PWA Kit Retail React App
 * reads (issue 28), through commerce-sdk-isomorphic: decimal prices, `productType` objects and hit
 * types, absolute image links with disBaseLink and title, `selectedRefinements` values as strings,
 * the htype refinement, and JSON errors on every API path.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { resolvePrice } from '../../shared/pricing/price-rules';
import { clientConfig, ORGANIZATION_ID, ORIGIN, rejection, sdk, sdkGuest, shopperClients, workerFetch } from './scapi-sdk';

/** Catalogue reads need no shopper token here. */
const api = {
  search: new sdk.ShopperSearch(clientConfig()),
  products: new sdk.ShopperProducts(clientConfig()),
  configurations: new sdk.ShopperConfigurations(clientConfig()),
};

/** The price a shopper pays, in dollars, as the catalogue has it. */
async function dollars(productId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT list_minor, sale_minor, promotion_minor FROM prices WHERE product_id = ?1 AND currency = 'USD'").bind(productId).first<{ list_minor: number; sale_minor: number; promotion_minor: number | null }>();
  return resolvePrice({ list: row!.list_minor, sale: row!.sale_minor, promotion: row!.promotion_minor }).price / 100;
}

const IMAGE = /^http:\/\/localhost\/images\/products\/[\w.-]+$/;

describe('productSearch in the Shopper Search shape', () => {
  it('answers decimal prices, productType objects, hit types, a represented product and absolute images', async () => {
    const result = await api.search.productSearch({ parameters: { q: 'brake', limit: 12 } });
    expect(result.hits.length).toBe(12);
    for (const hit of result.hits) {
      const type = (await env.DB.prepare('SELECT type FROM products WHERE id = ?1').bind(hit.productId).first<{ type: string }>())!.type;
      expect(hit.price).toBe(await dollars(hit.productId));
      expect(hit.productType).toEqual({ [type]: true });
      expect(hit.hitType).toBe(type === 'item' ? 'product' : type);
      expect(hit.representedProduct).toEqual({ id: hit.productId });
      expect(hit.image).toEqual({ alt: expect.any(String), disBaseLink: expect.stringMatching(IMAGE), link: expect.stringMatching(IMAGE), title: hit.productName });
    }
    expect(result.query).toBe('brake');
  });

  it('echoes selected refinements as strings, several values joined by |', async () => {
    const result = await api.search.productSearch({ parameters: { refine: ['cgid=brakes', 'price=(0..25)|(25..50)', 'c_isDeal=true'] } });
    expect(result.selectedRefinements).toEqual({ cgid: 'brakes', price: '(0..25)|(25..50)', c_isDeal: 'true' });
    for (const value of Object.values(result.selectedRefinements!)) expect(typeof value).toBe('string');
    for (const hit of result.hits) expect(hit.price).toBeLessThan(50);
  });

  it('takes the htype refinement (the home page’s new arrivals query)', async () => {
    const masters = await api.search.productSearch({ parameters: { refine: ['cgid=newarrivals', 'htype=master'], limit: 50 } });
    expect(masters.total).toBeGreaterThan(0);
    for (const hit of masters.hits) expect([hit.hitType, hit.productType]).toEqual(['master', { master: true }]);
    expect(masters.selectedRefinements).toEqual({ cgid: 'newarrivals', htype: 'master' });
    const all = await api.search.productSearch({ parameters: { refine: ['cgid=newarrivals'], limit: 1 } });
    expect(all.total).toBeGreaterThan(masters.total);
    expect((await api.search.productSearch({ parameters: { refine: ['cgid=newarrivals', 'htype=variation_group'] } })).total).toBe(0);
    const bad = await rejection(api.search.productSearch({ parameters: { refine: ['htype=widget'] } }));
    expect(bad).toEqual({ status: 400, body: { status: 400, message: 'htype must be one of product, master, set, bundle, variation_group, slicing_group, got "widget"' } });
  });

  it('suggests products with decimal prices and absolute images', async () => {
    const suggestions = await api.search.getSearchSuggestions({ parameters: { q: 'brake' } });
    const product = suggestions.productSuggestions!.products![0]!;
    expect(product.price).toBe(await dollars(product.productId));
    expect(product.image?.link).toMatch(IMAGE);
  });
});

describe('Shopper Products with absolute image links', () => {
  it('getProduct and getProducts link images on the API’s origin, with decimal prices', async () => {
    const product = await api.products.getProduct({ parameters: { id: 'AX-FLT-101028', allImages: true } });
    expect(product.price).toBe(await dollars('AX-FLT-101028'));
    const links = product.imageGroups!.flatMap((group) => group.images.flatMap((image) => [image.link, image.disBaseLink]));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(IMAGE);
    const batch = await api.products.getProducts({ parameters: { ids: ['AX-FLT-101028', 'AX-BRK-100763'] } });
    for (const p of batch.data) expect(p.imageGroups![0]!.images[0]!.link).toMatch(IMAGE);
  });

  it('getCategories answers the categories found, leaving unknown ids out', async () => {
    const result = await api.products.getCategories({ parameters: { ids: ['brakes', 'newarrivals', 'no-such-category'], levels: 0 } });
    expect(result.data.map((category) => category.id)).toEqual(['brakes', 'newarrivals']);
    expect(result.total).toBe(2);
    expect(result.data[1]!.image).toMatch(/^http:\/\/localhost\/images\/categories\//);
  });

  it('lets another origin show catalogue images (CORP cross-origin on /images/ only)', async () => {
    const image = await workerFetch()(`${ORIGIN}/images/icons/flag-us.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const favicon = await workerFetch()(`${ORIGIN}/favicon.svg`);
    expect(favicon.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('getCategory links category images on the API’s origin', async () => {
    const root = await api.products.getCategory({ parameters: { id: 'root', levels: 1 } });
    const images = (root.categories ?? []).map((c) => c.image).filter(Boolean);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^http:\/\/localhost\/images\/categories\//);
  });
});

describe('Shopper Configurations and Shopper Context', () => {
  it('answer minimal but valid bodies', async () => {
    expect(await api.configurations.getConfigurations({ parameters: {} })).toEqual({ configurations: [] });
    const { access_token, usid } = await sdkGuest();
    const { contexts } = shopperClients(access_token);
    expect(await contexts.getShopperContext({ parameters: { usid } })).toEqual({});
    const context = { customQualifiers: { deviceType: 'mobile' }, sourceCode: 'summer' };
    expect(((await contexts.createShopperContext({ parameters: { usid }, body: context }, true)) as Response).status).toBe(201);
    expect(await contexts.updateShopperContext({ parameters: { usid }, body: { sourceCode: 'fall' } })).toEqual({ sourceCode: 'fall' });
    const removed = (await contexts.deleteShopperContext({ parameters: { usid } }, true)) as Response;
    expect(removed.status).toBe(204);
  });

  it('needs a token for the context; bad bodies are 400s', async () => {
    const { access_token, usid } = await sdkGuest();
    const { contexts } = shopperClients(access_token);
    const anonymous = await workerFetch()(`${ORIGIN}/shopper/shopper-context/v1/organizations/${ORGANIZATION_ID}/shopper-context/${usid}?siteId=axle-us`);
    expect(anonymous.status).toBe(401);
    const bad = await rejection(contexts.createShopperContext({ parameters: { usid }, body: { customerGroupIds: 'all' as never } }));
    expect(bad.status).toBe(400);
  });

  it('answers unknown paths under an API prefix with a JSON 404, never the storefront’s page redirect', async () => {
    for (const path of ['/configuration/shopper-configurations/v1/organizations/f_ecom_axle/nothing', '/experience/shopper-experience/v1/organizations/f_ecom_axle/pages/home?siteId=axle-us', '/checkout/shopper-baskets/v3/organizations/f_ecom_axle/baskets']) {
      const res = await workerFetch()(`${ORIGIN}${path}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { title: string }).title).toBe('Not Found');
    }
  });
});
