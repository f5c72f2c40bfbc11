import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ProductPageData } from '../../shared/product/product-detail';
import type { SearchResult } from '../../shared/search/search-types';
import type { PagePayload } from '../../shared/types/page';
import { get, getPage } from './http';

/**
 * Position-aware fitment (issue 30 item 4, decision 287): lists refine by where the part goes,
 * with counts that agree with the results, in the storefront, its pages and SCAPI productSearch;
 * the detail page names the position that fits the selected vehicle.
 */
const SHOPPER = '/search/shopper-search/v1/organizations/f_ecom_axle/product-search';
const CIVIC = '2019-honda-civic';
const refine = (value: string) => `refine=${encodeURIComponent(`c_position=${value}`)}`;

async function json<T>(path: string): Promise<T> {
  const res = await get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}
const page = async <T>(path: string) => json<PagePayload<T>>(`/api/page${path}`);
const positionOf = (result: SearchResult) => result.refinements.find((r) => r.attributeId === 'c_position');

/** Products (variants counted as their master) of a category for the Civic in a position, straight from the tables. */
async function expectedCount(category: string, position: string): Promise<number> {
  const row = await env.DB.prepare(
    `WITH RECURSIVE scope(id) AS (SELECT ?1 UNION SELECT c.id FROM categories c JOIN scope s ON c.parent_id = s.id)
     SELECT COUNT(*) AS n FROM products p WHERE p.type <> 'variant'
       AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN scope)
       AND (p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.product_id = p.id AND f.model_id = ?2))
       AND (p.position = ?3 OR EXISTS (SELECT 1 FROM products v WHERE v.master_id = p.id AND v.position = ?3))`,
  )
    .bind(category, CIVIC, position)
    .first<{ n: number }>();
  return row!.n;
}

/** Whether a listed product (or one of its variants) goes in a position. */
async function goesIn(productId: string, position: string): Promise<boolean> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE (id = ?1 OR master_id = ?1) AND position = ?2').bind(productId, position).first<{ n: number }>();
  return row!.n > 0;
}

describe('the position refinement', () => {
  it('lists Front and Rear on the Civic’s brakes with counts that agree with the refined results and the tables', async () => {
    const all = (await page<{ result: SearchResult }>(`/${CIVIC}/brakes`)).data.result;
    const refinement = positionOf(all)!;
    expect(refinement.label).toBe('Position');
    const values = refinement.values.map((v) => v.value);
    expect(values.slice(0, 2)).toEqual(['front', 'rear']);
    for (const value of refinement.values) {
      const refined = (await page<{ result: SearchResult }>(`/${CIVIC}/brakes?${refine(value.value)}&limit=100`)).data.result;
      expect(refined.total, value.value).toBe(value.hitCount);
      expect(refined.total, value.value).toBe(await expectedCount('brakes', value.value));
      expect(refined.selectedRefinements).toMatchObject({ c_position: [value.value] });
      for (const hit of refined.hits) expect(await goesIn(hit.productId, value.value), `${hit.productId} ${value.value}`).toBe(true);
    }
    // Front or rear: both, each product once.
    const either = (await page<{ result: SearchResult }>(`/${CIVIC}/brakes?${refine('front|rear')}`)).data.result;
    const front = refinement.values.find((v) => v.value === 'front')!.hitCount;
    const rear = refinement.values.find((v) => v.value === 'rear')!.hitCount;
    expect(either.total).toBeGreaterThanOrEqual(Math.max(front, rear));
    expect(either.total).toBeLessThanOrEqual(front + rear);
    expect(either.total).toBeLessThan(all.total);
  });

  it('words the values in the page language, keeping the canonical value', async () => {
    const labels = async (prefix: string) => positionOf((await page<{ result: SearchResult }>(`${prefix}/brakes/brake-rotors`)).data.result)!.values.map((v) => [v.value, v.label]);
    expect(await labels('')).toEqual([['front', 'Front'], ['rear', 'Rear']]);
    expect(await labels('/ca/fr')).toEqual([['front', 'Avant'], ['rear', 'Arrière']]);
    expect(await labels('/es')).toEqual([['front', 'Delantero'], ['rear', 'Trasero']]);
    const sides = positionOf((await page<{ result: SearchResult }>('/ca/fr/brakes/brake-calipers')).data.result)!;
    expect(sides.values.map((v) => [v.value, v.label])).toEqual([['left', 'Gauche'], ['right', 'Droite']]);
    expect(await (await getPage('/ca/fr/brakes/brake-rotors')).text()).toContain('Avant');
  });

  it('refines SCAPI productSearch and the storefront search alike, and the hits say their position', async () => {
    const scapi = await json<SearchResult>(`${SHOPPER}?siteId=axle-us&q=rotor&${refine('rear')}&limit=50`);
    const ours = await json<SearchResult>(`/api/search?site=axle-us&q=rotor&${refine('rear')}&limit=50`);
    expect(scapi.total).toBeGreaterThan(0);
    expect(scapi.total).toBe(ours.total);
    expect(positionOf(scapi)!.values.find((v) => v.value === 'rear')!.hitCount).toBe(scapi.total);
    for (const hit of scapi.hits) expect(await goesIn(hit.productId, 'rear'), hit.productId).toBe(true);
    const items = ours.hits.filter((h) => h.type === 'item');
    expect(items.length).toBeGreaterThan(0);
    for (const hit of items) expect(hit.position).toBe('rear');
  });

  it('refuses an unknown position with a clear 400', async () => {
    for (const path of [`${SHOPPER}?siteId=axle-us&q=rotor&${refine('top')}`, `/api/search?site=axle-us&category=brakes&${refine('Upstream')}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message, path).toBe('c_position refinement takes front, rear, left, right');
    }
  });
});

describe('the detail page’s fitment banner', () => {
  it('says which position of a front rotor fits the selected 2019 Civic, in the page language', async () => {
    const row = await env.DB.prepare(
      `SELECT p.id FROM products p JOIN fitments f ON f.product_id = p.id AND f.model_id = ?1 AND f.submodel IS NULL AND f.engine IS NULL
        WHERE p.primary_category_id = 'brake-rotors' AND p.type = 'item' AND p.position = 'front' ORDER BY p.id LIMIT 1`,
    )
      .bind(CIVIC)
      .first<{ id: string }>();
    expect(row).not.toBeNull();
    const data = (await page<ProductPageData>(`/${CIVIC}/brake-rotors/${row!.id}`)).data;
    expect(data.product).toMatchObject({ position: 'front', packQuantity: 2 });
    expect(data.fitment).toMatchObject({ isCompatible: true, qualifiersMatch: true });
    expect(await (await getPage(`/${CIVIC}/brake-rotors/${row!.id}`)).text()).toContain('Fits 2019 Honda Civic — Front');
    expect(await (await getPage(`/ca/fr/${CIVIC}/brake-rotors/${row!.id}`)).text()).toContain('Compatible avec 2019 Honda Civic — Avant');
    expect(await (await getPage(`/es/${CIVIC}/brake-rotors/${row!.id}`)).text()).toContain('— Delantero');
  });
});
