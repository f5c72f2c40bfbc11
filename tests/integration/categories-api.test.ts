import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { get } from './http';

const BASE = '/product/shopper-products/v1/organizations/f_ecom_axle/categories';

interface CategoryJson {
  id: string;
  name: string;
  onlineSubCategoriesCount: number;
  parentCategoryId?: string;
  parentCategoryTree: { id: string; name: string }[];
  c_showInMenu: boolean;
  categories?: CategoryJson[];
}

async function fetchWorker(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('categories endpoint', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the parts tree two levels deep with counts and parents', async () => {
    const res = await get(`${BASE}/parts?siteId=axle-us&levels=2`);
    expect(res.status).toBe(200);
    const parts = (await res.json()) as CategoryJson;
    expect(parts.id).toBe('parts');
    expect(parts.categories?.length).toBeGreaterThanOrEqual(10);
    const brakes = parts.categories!.find((c) => c.id === 'brakes')!;
    expect(brakes).toMatchObject({ name: 'Brakes', parentCategoryId: 'parts', c_showInMenu: true });
    expect(brakes.onlineSubCategoriesCount).toBe(brakes.categories!.length);
    expect(brakes.parentCategoryTree.map((n) => n.id)).toEqual(['root', 'parts', 'brakes']);
    expect(brakes.categories![0]!.categories).toBeUndefined();
  });

  it('localizes names by locale', async () => {
    const fr = (await (await get(`${BASE}/brakes?siteId=axle-ca&locale=fr-CA&levels=0`)).json()) as CategoryJson;
    expect(fr.name).toBe('Freins');
  });

  it.each([
    [`${BASE}/parts`, 400, 'siteId is required'],
    [`${BASE}/parts?siteId=nope`, 400, 'Unknown siteId: nope'],
    [`${BASE}/parts?siteId=axle-us&levels=x`, 400, 'levels must be a whole number from 0 to 2'],
    [`${BASE}/parts?siteId=axle-us&levels=3`, 400, 'levels must be a whole number from 0 to 2'],
    [`${BASE}/parts?siteId=axle-ca&locale=es-US`, 400, 'Unsupported locale for axle-ca: es-US'],
    [`${BASE}/no-such-category?siteId=axle-us`, 404, 'Category Not Found.'],
    ['/product/shopper-products/v1/organizations/other/categories/parts?siteId=axle-us', 404, 'Unknown organization: other'],
  ])('%s → %i', async (path, status, message) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ status, message });
  });

  it('feeds the header menu with top categories that have sub-categories', async () => {
    const menu = (await (await get('/api/menu?site=axle-us&locale=en-US')).json()) as CategoryJson[];
    expect(menu.length).toBeGreaterThanOrEqual(10);
    for (const top of menu) {
      expect(top.onlineSubCategoriesCount).toBeGreaterThan(0);
      expect(top.categories?.length).toBe(top.onlineSubCategoriesCount);
    }
    expect(menu.map((c) => c.id)).not.toContain('newarrivals');
  });

  it('serves category reads from KV for 10 s, then stale while revalidating', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const path = `${BASE}/exhaust?siteId=axle-us&levels=0`;
    const name = async () => ((await (await fetchWorker(path)).json()) as CategoryJson).name;
    const original = await name();
    await env.DB.prepare(`UPDATE category_texts SET name = 'Exhaust Renamed' WHERE category_id = 'exhaust' AND lang = 'en'`).run();

    vi.setSystemTime(new Date('2026-11-21T10:00:09Z'));
    expect(await name()).toBe(original);
    vi.setSystemTime(new Date('2026-11-21T10:00:11Z'));
    expect(await name()).toBe(original);
    expect(await name()).toBe('Exhaust Renamed');
  });
});
