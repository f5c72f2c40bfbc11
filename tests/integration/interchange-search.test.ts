import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../shared/search/search-types';
import type { ProductDetail } from '../../shared/product/product-detail';
import type { PagePayload } from '../../shared/types/page';
import { get } from './http';

const SHOPPER = '/search/shopper-search/v1/organizations/f_ecom_axle/product-search';
const PRODUCTS = '/product/shopper-products/v1/organizations/f_ecom_axle/products';

async function search(path: string): Promise<SearchResult> {
  const res = await get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SearchResult;
}

/** The parts that carry a number, straight from the table. */
async function partsWith(number: string): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT product_id FROM product_interchange WHERE number = ?1 ORDER BY product_id').bind(number).all<{ product_id: string }>();
  return results.map((r) => r.product_id);
}

describe('interchange search', () => {
  it('finds every part that replaces an OE number, in our search and in SCAPI productSearch', async () => {
    const expected = await partsWith('45022-TBA-A01');
    expect(expected.length).toBeGreaterThan(0);
    const ours = await search('/api/search?q=45022-TBA-A01&limit=48');
    expect(ours.hits.map((h) => h.productId).sort()).toEqual(expected);
    for (const hit of ours.hits) {
      expect(hit.replacesOe).toBe('45022-TBA-A01');
      expect(hit.primaryCategoryId).toBe('brake-pads');
    }
    const scapi = await search(`${SHOPPER}?siteId=axle-ca&locale=fr-CA&q=45022-TBA-A01&limit=48`);
    expect(scapi.hits.map((h) => h.productId).sort()).toEqual(expected);
    expect(scapi.hits[0]).toMatchObject({ replacesOe: '45022-TBA-A01', hitType: 'product' });
  });

  it('ignores spaces, dashes and case in what the shopper types', async () => {
    const expected = await partsWith('45022-TBA-A01');
    for (const q of ['45022 tba a01', '45022TBAA01', ' 45022-tba - A01 ']) {
      const result = await search(`${SHOPPER}?siteId=axle-us&q=${encodeURIComponent(q)}&limit=48`);
      expect(result.hits.map((h) => h.productId).sort(), q).toEqual(expected);
    }
  });

  it('finds a part by another brand’s number, and says which OE number it replaces', async () => {
    const row = await env.DB.prepare(
      `SELECT i.product_id, i.number FROM product_interchange i JOIN products p ON p.id = i.product_id
        WHERE i.kind = 'aftermarket' AND i.brand = 'Kelso Friction' ORDER BY i.product_id LIMIT 1`,
    ).first<{ product_id: string; number: string }>();
    const oe = await env.DB.prepare("SELECT number FROM product_interchange WHERE product_id = ?1 AND kind = 'oe' ORDER BY position LIMIT 1").bind(row!.product_id).first<{ number: string }>();
    const typed = row!.number.toLowerCase().replace(/(\d{3})$/, ' $1');
    const result = await search(`/api/search?q=${encodeURIComponent(typed)}`);
    expect(result.hits.map((h) => h.productId)).toEqual([row!.product_id]);
    expect(result.hits[0]!.replacesOe).toBe(oe!.number);
  });

  it('shows the replaced OE number on cards of other searches too', async () => {
    const result = await search(`${SHOPPER}?siteId=axle-us&q=brake%20pads&limit=10`);
    expect(result.hits.length).toBeGreaterThan(0);
    for (const hit of result.hits) expect(hit.replacesOe, hit.productId).toMatch(/\S/);
  });

  it('lists every interchange number on the product detail and in Shopper Products', async () => {
    const [productId] = await partsWith('45022-TBA-A01');
    const { results } = await env.DB.prepare('SELECT kind, brand, number FROM product_interchange WHERE product_id = ?1 ORDER BY position').bind(productId).all();
    expect(results.length).toBeGreaterThanOrEqual(3);
    const page = (await (await get(`/api/page/product/${productId}`)).json()) as PagePayload;
    const detail = (page.data as { product: ProductDetail }).product;
    expect(detail.interchange).toEqual(results);
    expect(detail.interchange![0]).toEqual({ kind: 'oe', brand: 'Honda', number: '45022-TBA-A01' });
    const scapi = (await (await get(`${PRODUCTS}/${productId}?siteId=axle-us`)).json()) as { c_interchange: unknown };
    expect(scapi.c_interchange).toEqual(results);
  });

  it('matches nothing for a number no part carries, and still refuses bad input with 400', async () => {
    expect((await search(`${SHOPPER}?siteId=axle-us&q=45022-ZZZ-Z99`)).total).toBe(0);
    const long = await get(`${SHOPPER}?siteId=axle-us&q=${'4'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ status: 400, message: 'q must be at most 200 characters' });
    const bad = await get('/api/search?q=45022-TBA-A01&sort=random');
    expect(bad.status).toBe(400);
  });
});
