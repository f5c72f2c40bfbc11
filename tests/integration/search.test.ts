import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../shared/search/search-types';
import { get } from './http';

const SHOPPER = '/search/shopper-search/v1/organizations/f_ecom_axle/product-search';
const CUSTOM = '/custom/product-search/v1/organizations/f_ecom_axle/product-search';

async function search(path: string): Promise<SearchResult> {
  const res = await get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SearchResult;
}

/** Products of a category subtree that fit a model (or every vehicle), counted straight from the tables. */
async function expectedVehicleCount(categoryId: string, modelId: string): Promise<number> {
  const row = await env.DB.prepare(
    `WITH RECURSIVE scope(id) AS (SELECT ?1 UNION SELECT c.id FROM categories c JOIN scope s ON c.parent_id = s.id)
     SELECT COUNT(*) AS n FROM products p WHERE p.type <> 'variant'
       AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN scope)
       AND (p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.product_id = p.id AND f.model_id = ?2))`,
  )
    .bind(categoryId, modelId)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

describe('search engine', () => {
  it('finds oil filters for "oil filter", best matches first', async () => {
    const result = await search(`${SHOPPER}?siteId=axle-us&q=oil%20filter&limit=50`);
    expect(result.total).toBeGreaterThan(0);
    expect(result.selectedSortingOption).toBe('best-matches');
    expect(result.hits[0]!.productName).toMatch(/oil filter/i);
    for (const hit of result.hits) expect(`${hit.productName} ${hit.partNumber}`).toMatch(/oil/i);
    expect(result.hits.filter((h) => h.primaryCategoryId === 'oil-filters').length).toBeGreaterThan(0);
  });

  it('searches in the locale language with English fallback', async () => {
    const fr = await search(`${SHOPPER}?siteId=axle-ca&locale=fr-CA&q=filtre%20huile`);
    expect(fr.total).toBeGreaterThan(0);
    expect(fr.hits[0]!.productName).toMatch(/filtre à huile/i);
    expect(fr.currency).toBe('CAD');
    const english = await search(`${SHOPPER}?siteId=axle-ca&locale=fr-CA&q=oil%20filter`);
    expect(english.total).toBe(fr.total);
  });

  it('matches a part number exactly', async () => {
    const row = await env.DB.prepare("SELECT part_number FROM products WHERE type = 'item' ORDER BY id LIMIT 1").first<{ part_number: string }>();
    const result = await search(`${SHOPPER}?siteId=axle-us&q=${encodeURIComponent(row!.part_number.toLowerCase())}`);
    expect(result.hits[0]!.partNumber).toBe(row!.part_number);
  });

  it('returns only parts that fit a 2019 Honda Civic, with a fit status per hit', async () => {
    const result = await search(`${CUSTOM}?siteId=axle-us&c_vehicleID=2019-honda-civic&c_categoryID=brakes&limit=100`);
    expect(result.total).toBe(await expectedVehicleCount('brakes', '2019-honda-civic'));
    expect(result.total).toBeGreaterThan(0);
    for (const hit of result.hits) {
      const fits = await env.DB.prepare('SELECT universal OR EXISTS (SELECT 1 FROM fitments WHERE product_id = ?1 AND model_id = ?2) AS ok FROM products WHERE id = ?1')
        .bind(hit.productId, '2019-honda-civic')
        .first<{ ok: number }>();
      expect(fits?.ok, hit.productId).toBe(1);
      expect(['fits', 'needs-review']).toContain(hit.fitment);
    }
    const trims = result.refinements.find((r) => r.attributeId === 'submodel');
    expect(trims?.values.map((v) => v.value)).toContain('Sport');
  });

  it('gives refinement hit counts equal to the hits of each value', async () => {
    const base = `${SHOPPER}?siteId=axle-us&q=brake`;
    const result = await search(base);
    const checked: string[] = [];
    for (const refinement of result.refinements) {
      for (const value of refinement.values.slice(0, 3)) {
        const narrowed = await search(`${base}&refine=${encodeURIComponent(`${refinement.attributeId}=${value.value}`)}&limit=1`);
        expect(narrowed.total, `${refinement.attributeId}=${value.value}`).toBe(value.hitCount);
        checked.push(refinement.attributeId);
      }
    }
    // No In Store on the US site: pickup is Canadian (its counts are checked in in-store-refinement.test.ts).
    expect(new Set(checked)).toEqual(new Set(['cgid', 'c_size', 'c_position', 'price', 'c_isDeal', ...(checked.includes('c_refinementColor') ? ['c_refinementColor'] : [])]));
  });

  it('counts the values of a selected refinement as if it were not selected (multi-select)', async () => {
    const base = `${SHOPPER}?siteId=axle-us&q=brake`;
    const all = await search(base);
    const sizes = all.refinements.find((r) => r.attributeId === 'c_size')!;
    const narrowed = await search(`${base}&refine=${encodeURIComponent(`c_size=${sizes.values[0]!.value}`)}`);
    expect(narrowed.refinements.find((r) => r.attributeId === 'c_size')!.values).toEqual(sizes.values.map((v) => ({ ...v, total: narrowed.total })));
    const both = await search(`${base}&refine=${encodeURIComponent(`c_size=${sizes.values[0]!.value}|${sizes.values[1]!.value}`)}&limit=1`);
    // Values of one refinement combine with OR (a master can offer both sizes, so at most the sum).
    expect(both.total).toBeGreaterThanOrEqual(Math.max(sizes.values[0]!.hitCount, sizes.values[1]!.hitCount));
    expect(both.total).toBeLessThanOrEqual(sizes.values[0]!.hitCount + sizes.values[1]!.hitCount);
  });

  it.each([
    ['price-low-to-high', (h: SearchResult['hits']) => h.map((x) => x.price), 'asc'],
    ['price-high-to-low', (h: SearchResult['hits']) => h.map((x) => x.price), 'desc'],
    ['best-sellers', (h: SearchResult['hits']) => h.map((x) => x.unitsSold), 'desc'],
    ['top-rated', (h: SearchResult['hits']) => h.map((x) => x.rating.average), 'desc'],
  ] as const)('sorts by %s', async (sort, key, direction) => {
    const result = await search(`${CUSTOM}?siteId=axle-us&c_categoryID=brakes&c_sortingRule=${sort}&limit=50`);
    const values = key(result.hits);
    const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(values).toEqual(sorted);
    expect(result.selectedSortingOption).toBe(sort);
    expect(result.sortingOptions.map((o) => o.id)).toEqual(['best-sellers', 'price-low-to-high', 'price-high-to-low', 'top-rated', 'newest']);
  });

  it('sorts by newest', async () => {
    const result = await search(`${CUSTOM}?siteId=axle-us&c_categoryID=filters&c_sortingRule=newest&limit=20`);
    const ids = result.hits.map((h) => h.productId);
    const { results } = await env.DB.prepare('SELECT id, created_at FROM products WHERE id IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(ids)).all<{ id: string; created_at: number }>();
    const created = ids.map((id) => results.find((r) => r.id === id)!.created_at);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('pages without overlap and reports pagination', async () => {
    const all = await search(`${SHOPPER}?siteId=axle-us&q=brake&sort=best-sellers&limit=30`);
    const first = await search(`${SHOPPER}?siteId=axle-us&q=brake&sort=best-sellers&offset=0&limit=10`);
    const second = await search(`${SHOPPER}?siteId=axle-us&q=brake&sort=best-sellers&offset=10&limit=10`);
    expect([...first.hits, ...second.hits].map((h) => h.productId)).toEqual(all.hits.slice(0, 20).map((h) => h.productId));
    expect(second.pagination).toEqual({ currentPage: 2, pageSize: 10, total: all.total });
    expect(second.offset).toBe(10);
  });

  it('prices hits in minor units with the struck-through original only when discounted', async () => {
    const result = await search(`${CUSTOM}?siteId=axle-us&c_categoryID=brakes&limit=100`);
    for (const hit of result.hits) {
      const row = await env.DB.prepare("SELECT list_minor, sale_minor, promotion_minor FROM prices WHERE product_id = ?1 AND currency = 'USD'").bind(hit.productId).first<{ list_minor: number; sale_minor: number; promotion_minor: number | null }>();
      const expected = Math.min(row!.sale_minor, row!.promotion_minor ?? row!.sale_minor);
      expect(hit.price).toBe(expected);
      expect(hit.originalPrice).toBe(expected < row!.list_minor ? row!.list_minor : null);
    }
  });

  it('suggests categories, phrases and products', async () => {
    const res = await get('/api/search/suggestions?q=oil%20fil');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { categories: { id: string }[]; phrases: string[]; products: { productId: string; href: string }[] };
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(24);
    expect(body.phrases[0]).toMatch(/^oil fil/);
    expect(body.phrases.length).toBeLessThanOrEqual(3);
    const cats = (await (await get('/api/search/suggestions?q=brake')).json()) as { categories: { id: string }[] };
    expect(cats.categories.map((c) => c.id)).toContain('brakes');
    expect((await get('/api/search/suggestions?q=a')).status).toBe(400);
  });
});
