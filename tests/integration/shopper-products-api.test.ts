import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get } from './http';

const BASE = '/product/shopper-products/v1/organizations/f_ecom_axle/products';
const SUGGEST = '/search/shopper-search/v1/organizations/f_ecom_axle/search-suggestions';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function json(path: string, status = 200): Promise<Json> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as Json;
}

async function one(sql: string, ...params: string[]): Promise<Json> {
  const row = await env.DB.prepare(sql).bind(...params).first<Json>();
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

describe('GET shopper-products products/{id}', () => {
  it('answers a master in the Shopper Products shape with variations, inventory and c_ fields', async () => {
    const { master_id } = await one("SELECT master_id FROM products WHERE type = 'variant' AND master_id LIKE 'AX-BRK-%' LIMIT 1");
    const p = await json(`${BASE}/${master_id}?siteId=axle-us`);
    expect(p.id).toBe(master_id);
    expect(p.type).toEqual({ master: true });
    expect(p.currency).toBe('USD');
    expect(typeof p.price).toBe('number');
    expect(p.prices['usd-list-prices']).toBeGreaterThanOrEqual(p.price);
    expect(p.imageGroups[0].images[0]).toMatchObject({ link: expect.stringMatching(/^http:\/\/localhost\/images\//), alt: expect.any(String) });
    expect(p.variationAttributes[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(p.variationAttributes[0].values.length).toBeGreaterThan(1);
    expect(p.variants.length).toBeGreaterThan(1);
    expect(p.variants[0]).toMatchObject({ productId: expect.stringContaining(master_id), variationValues: expect.any(Object) });
    expect(p.inventory).toMatchObject({ id: 'online-us', ats: expect.any(Number), orderable: expect.any(Boolean), stockLevel: expect.any(Number) });
    expect(p.c_extend.categoryTree.map((n: { id: string }) => n.id)).toContain(p.primaryCategoryId);
    expect(p.c_extend.priceInfo).toMatchObject({ salePrice: p.price, tieredPricing: expect.any(Array) });
    expect(p.c_extend.unitsSoldToDate).toEqual(expect.any(Number));
    expect(Array.isArray(p.c_extend.customAttributes)).toBe(true);
    expect(typeof p.c_custitem_fitment).toBe('string');
    expect(typeof JSON.parse(p.c_custitem_fitment)).toBe('object');
  });

  it('answers the Canadian price list in CAD, with a variant master and set members', async () => {
    const { id } = await one("SELECT id FROM products WHERE type = 'variant' LIMIT 1");
    const variant = await json(`${BASE}/${id.toLowerCase()}?siteId=axle-ca&locale=fr-CA`);
    expect(variant.id).toBe(id);
    expect(variant.currency).toBe('CAD');
    expect(variant.type).toEqual({ variant: true });
    expect(variant.master.masterId).toEqual(expect.any(String));
    const { parent_id } = await one("SELECT parent_id FROM product_children pc JOIN products p ON p.id = pc.parent_id WHERE p.type = 'set' LIMIT 1");
    const set = await json(`${BASE}/${parent_id}?siteId=axle-us`);
    expect(set.type).toEqual({ set: true });
    expect(set.setProducts.length).toBeGreaterThan(1);
    expect(set.setProducts[0].inventory.ats).toEqual(expect.any(Number));
    const { parent_id: bundleId } = await one("SELECT parent_id FROM product_children pc JOIN products p ON p.id = pc.parent_id WHERE p.type = 'bundle' LIMIT 1");
    const bundle = await json(`${BASE}/${bundleId}?siteId=axle-us`);
    expect(bundle.bundledProducts[0]).toMatchObject({ product: { id: expect.any(String) }, quantity: expect.any(Number) });
  });

  it('gives tiered prices and the weight', async () => {
    const { product_id } = await one("SELECT product_id FROM price_tiers WHERE currency = 'USD' GROUP BY product_id HAVING COUNT(*) > 1 LIMIT 1");
    const p = await json(`${BASE}/${product_id}?siteId=axle-us`);
    expect(p.c_extend.priceInfo.tieredPricing.length).toBeGreaterThan(1);
    expect(p.c_extend.priceInfo.tieredPricing[0]).toMatchObject({ quantity: expect.any(Number), price: { sales: { value: expect.any(Number) } } });
  });

  it.each([
    [`${BASE}/NO-SUCH-PRODUCT?siteId=axle-us`, 404, 'Product Not Found.'],
    [`${BASE}/AX-1?siteId=nope`, 400, 'Unknown siteId: nope'],
    [`${BASE}/AX-1`, 400, 'siteId is required'],
    [`${BASE}/${'A'.repeat(101)}?siteId=axle-us`, 400, 'id must be 1 to 100 letters, digits, dots, dashes or underscores'],
    [`${BASE}/AX%20%3Cb%3E?siteId=axle-us`, 400, 'id must be 1 to 100 letters, digits, dots, dashes or underscores'],
    [`${BASE}/AX-1?siteId=axle-us&locale=fr-CA`, 400, 'Unsupported locale for axle-us: fr-CA'],
    ['/product/shopper-products/v1/organizations/other/products/AX-1?siteId=axle-us', 404, 'Unknown organization: other'],
  ])('%s answers %i', async (path, status, message) => {
    expect(await json(path, status)).toEqual({ status, message });
  });
});

describe('GET shopper-products products?ids=', () => {
  it('answers the known ids in order and leaves unknown ones out', async () => {
    const rows = (await env.DB.prepare("SELECT id FROM products WHERE type = 'item' ORDER BY id LIMIT 3").all<{ id: string }>()).results;
    const ids = rows.map((r) => r.id);
    const body = await json(`${BASE}?ids=${ids[2]},NOPE-1,${ids[0]},${ids[1]}&siteId=axle-us`);
    expect(body.total).toBe(3);
    expect(body.data.map((p: Json) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('accepts 24 ids and refuses 25', async () => {
    const ids = (await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT 25').all<{ id: string }>()).results.map((r) => r.id);
    expect((await json(`${BASE}?ids=${ids.slice(0, 24).join(',')}&siteId=axle-us`)).data).toHaveLength(24);
    expect(await json(`${BASE}?ids=${ids.join(',')}&siteId=axle-us`, 400)).toEqual({ status: 400, message: 'ids must list at most 24 products' });
  });

  it.each([
    [`${BASE}?siteId=axle-us`, 'ids is required'],
    [`${BASE}?ids=,,&siteId=axle-us`, 'ids is required'],
    [`${BASE}?ids=AX-1,%3Cscript%3E&siteId=axle-us`, 'id must be 1 to 100 letters, digits, dots, dashes or underscores'],
  ])('%s answers 400', async (path, message) => {
    expect(await json(path, 400)).toEqual({ status: 400, message });
  });
});

describe('GET shopper-search search-suggestions', () => {
  it('answers the SuggestionResult shape', async () => {
    const body = await json(`${SUGGEST}?q=brake&siteId=axle-us&limit=3`);
    expect(body.searchPhrase).toBe('brake');
    expect(body.categorySuggestions.categories.length).toBeGreaterThan(0);
    expect(body.categorySuggestions.categories.length).toBeLessThanOrEqual(3);
    expect(body.categorySuggestions.categories[0]).toMatchObject({ id: expect.any(String), name: expect.stringMatching(/brake/i) });
    expect(body.productSuggestions.products.length).toBe(3);
    expect(body.productSuggestions.products[0]).toMatchObject({ productId: expect.any(String), productName: expect.any(String), currency: 'USD', price: expect.any(Number) });
    expect(Array.isArray(body.productSuggestions.suggestedPhrases)).toBe(true);
  });

  it('answers in the Canadian currency', async () => {
    const body = await json(`${SUGGEST}?q=brake&siteId=axle-ca&locale=fr-CA`);
    expect(body.productSuggestions.products[0].currency).toBe('CAD');
  });

  it.each([
    [`${SUGGEST}?siteId=axle-us`, 400, 'q must have at least 2 characters'],
    [`${SUGGEST}?q=b&siteId=axle-us`, 400, 'q must have at least 2 characters'],
    [`${SUGGEST}?q=${'b'.repeat(201)}&siteId=axle-us`, 400, 'q must be at most 200 characters'],
    [`${SUGGEST}?q=brake&siteId=axle-us&limit=11`, 400, 'limit must be a whole number from 1 to 10'],
    [`${SUGGEST}?q=brake&siteId=axle-us&limit=x`, 400, 'limit must be a whole number from 1 to 10'],
    [`${SUGGEST}?q=brake&siteId=axle-us&c_vehicleID=honda`, 400, 'c_vehicleID must be a vehicle model id such as 2019-honda-civic'],
    [`${SUGGEST}?q=brake`, 400, 'siteId is required'],
    ['/search/shopper-search/v1/organizations/other/search-suggestions?q=brake&siteId=axle-us', 404, 'Unknown organization: other'],
  ])('%s answers %i', async (path, status, message) => {
    expect(await json(path, status)).toEqual({ status, message });
  });
});

describe('GET /api/products/{id}/vehicles', () => {
  it('pages and searches the vehicles a product fits', async () => {
    const { product_id, n } = await one('SELECT product_id, COUNT(*) AS n FROM fitments GROUP BY product_id HAVING COUNT(*) > 25 LIMIT 1');
    const first = await json(`/api/products/${product_id}/vehicles`);
    expect(first.total).toBe(Number(n));
    expect(first.vehicles).toHaveLength(10);
    expect(first.vehicles[0]).toMatchObject({ modelId: expect.any(String), year: expect.any(Number), make: expect.any(String), model: expect.any(String) });
    const second = await json(`/api/products/${product_id}/vehicles?page=2`);
    expect(second.offset).toBe(10);
    expect(second.vehicles[0].modelId + second.vehicles[0].submodel).not.toBe(first.vehicles[0].modelId + first.vehicles[0].submodel);
    const { year, make_name } = await one('SELECT v.year, v.make_name FROM fitments f JOIN vehicle_models v ON v.id = f.model_id WHERE f.product_id = ?1 LIMIT 1', product_id);
    const searched = await json(`/api/products/${product_id}/vehicles?q=${year}%20${encodeURIComponent(make_name)}`);
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.total).toBeLessThanOrEqual(Number(n));
    for (const v of searched.vehicles) expect(`${v.year} ${v.make}`).toBe(`${year} ${make_name}`);
    expect((await json(`/api/products/${product_id}/vehicles?q=zzzz-nothing`)).total).toBe(0);
  });

  it.each([
    ['/api/products/NO-SUCH/vehicles', 404, 'Product Not Found.'],
    ['/api/products/AX-1/vehicles?page=0', 400, 'page must be a whole number from 1 to 1000'],
    ['/api/products/AX-1/vehicles?page=abc', 400, 'page must be a whole number from 1 to 1000'],
    [`/api/products/AX-1/vehicles?q=${'x'.repeat(61)}`, 400, 'q must be at most 60 characters'],
  ])('%s answers %i', async (path, status, message) => {
    expect(await json(path, status)).toEqual({ status, message });
  });
});
