/**
 * Issue 25: category lists hold only their own type of part, and a parent category's count is the
 * number of distinct products under it, on the vehicle landing page, in the list title and in the
 * list's category filter, with and without a vehicle.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ProductListData } from '../../shared/search/listing-data';
import type { PagePayload } from '../../shared/types/page';
import type { VehicleLandingData } from '../../shared/vehicles/vehicle-api';
import { get } from './http';

async function page<T>(path: string): Promise<PagePayload<T>> {
  const res = await get(`/api/page${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as PagePayload<T>;
}

const listNames = async (path: string) => (await page<ProductListData>(path)).data.result.hits.map((h) => h.productName);
const cgidTotal = (list: ProductListData) => list.result.refinements.find((r) => r.attributeId === 'cgid')!.values.reduce((sum, v) => sum + v.hitCount, 0);

/** Distinct sellable products under a category (itself and its children), fitting a model or universal. */
async function distinctUnder(categoryId: string, modelId: string | null): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(DISTINCT p.id) AS n FROM products p JOIN product_categories pc ON pc.product_id = p.id
       JOIN categories c ON c.id = pc.category_id
      WHERE (c.id = ?1 OR c.parent_id = ?1) AND p.type <> 'variant'
        AND (?2 IS NULL OR p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.product_id = p.id AND f.model_id = ?2))`,
  )
    .bind(categoryId, modelId)
    .first<{ n: number }>();
  return row!.n;
}

describe('category lists and counts', () => {
  it('list only brake rotors among rotors and only pads among pads', async () => {
    // No rotor of the catalogue fits the 2018 Camry: its list is empty rather than full of brake fluids.
    expect(await listNames('/2018-toyota-camry/brake-rotors')).toEqual([]);
    for (const path of ['/2019-honda-civic/brake-rotors', '/brakes/brake-rotors']) {
      const names = await listNames(path);
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) expect(name, path).toMatch(/Rotor/);
    }
    for (const name of await listNames('/2019-honda-civic/brake-pads')) expect(name).toMatch(/Brake Pad/);
  });

  it('count each top category on the vehicle landing as the distinct products of its sub-categories, as its list does', async () => {
    for (const model of ['2018-toyota-camry', '2019-honda-civic']) {
      const landing = await page<VehicleLandingData>(`/${model}`);
      const brakes = landing.data.categories.find((c) => c.id === 'brakes')!;
      expect(brakes.count, model).toBe(brakes.subcategories.reduce((sum, s) => sum + s.count, 0));
      expect(brakes.count, model).toBe(await distinctUnder('brakes', model));
      for (const top of landing.data.categories) {
        const list = (await page<ProductListData>(`/${model}/${top.id}`)).data;
        expect(list.result.total, `${model} ${top.id}`).toBe(top.count);
        expect(cgidTotal(list), `${model} ${top.id}`).toBe(top.count);
      }
    }
  });

  it('count a parent category the same way without a vehicle', async () => {
    for (const top of ['brakes', 'filters', 'fluids-chemicals']) {
      const list = (await page<ProductListData>(`/category/${top}`)).data;
      expect(list.vehicle).toBeNull();
      expect(list.result.total, top).toBe(await distinctUnder(top, null));
      expect(cgidTotal(list), top).toBe(list.result.total);
    }
  });
});
