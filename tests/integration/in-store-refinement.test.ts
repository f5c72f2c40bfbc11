import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../shared/search/search-types';
import type { PagePayload } from '../../shared/types/page';
import { get, getPage } from './http';

/**
 * The "In Store" refinement belongs to the Canadian site only, where pickup is offered (document 2
 * §6, §9; decision 254): the US site neither lists it nor accepts it.
 */

const SHOPPER = '/search/shopper-search/v1/organizations/f_ecom_axle/product-search';
const V2 = '/custom/product-search-v2/v1/organizations/f_ecom_axle/product-search';
const IN_STORE = `refine=${encodeURIComponent('inStore=true')}`;

async function json<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await get(path, init);
  return { status: res.status, body: (await res.json()) as T };
}

const attributeIds = (result: SearchResult) => result.refinements.map((r) => r.attributeId);

describe('the In Store refinement', () => {
  it('is not offered on the US site: not in the Shopper Search, storefront search or list page refinements', async () => {
    const shopper = await json<SearchResult>(`${SHOPPER}?siteId=axle-us&q=brake`);
    expect(shopper.status).toBe(200);
    expect(attributeIds(shopper.body)).not.toContain('inStore');
    expect(attributeIds(shopper.body)).toContain('c_isDeal');

    const storefront = await json<SearchResult>('/api/search?site=axle-us&category=brakes');
    expect(attributeIds(storefront.body)).not.toContain('inStore');

    const page = await json<PagePayload<{ result: SearchResult }>>('/api/page/2019-honda-civic/brakes');
    expect(page.status).toBe(200);
    expect(attributeIds(page.body.data.result)).not.toContain('inStore');
  });

  it('is refused on the US site with a clear 400, in every search that takes refinements', async () => {
    const message = 'inStore refinement is offered on the Canadian site only';
    for (const path of [`${SHOPPER}?siteId=axle-us&q=brake&${IN_STORE}`, `/api/search?site=axle-us&category=brakes&${IN_STORE}`]) {
      const res = await json<{ message: string }>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe(message);
    }
    const page = await getPage(`/category/brakes?${IN_STORE}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(message);
    const v2 = await json<{ message: string }>(`${V2}?siteId=axle-us&c_categoryID=brakes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ storeProductAvailable: true }),
    });
    expect(v2.status).toBe(400);
    expect(v2.body.message).toBe(message);
  });

  it('stays on the Canadian site, counting the parts the selected store holds', async () => {
    const all = await json<SearchResult>(`${SHOPPER}?siteId=axle-ca&q=brake`);
    const inStore = all.body.refinements.find((r) => r.attributeId === 'inStore');
    expect(inStore?.values).toEqual([expect.objectContaining({ value: 'true', hitCount: expect.any(Number) })]);
    const narrowed = await json<SearchResult>(`${SHOPPER}?siteId=axle-ca&q=brake&${IN_STORE}&limit=1`);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.total).toBe(inStore!.values[0]!.hitCount);
    expect(narrowed.body.total).toBeLessThan(all.body.total);

    const page = await json<PagePayload<{ result: SearchResult }>>('/api/page/ca/2019-honda-civic/brakes');
    expect(attributeIds(page.body.data.result)).toContain('inStore');
  });
});
