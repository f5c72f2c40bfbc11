import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../shared/search/search-types';
import { get } from './http';

const SHOPPER = '/search/shopper-search/v1/organizations/f_ecom_axle/product-search';
const CUSTOM = '/custom/product-search/v1/organizations/f_ecom_axle/product-search';
const V2 = '/custom/product-search-v2/v1/organizations/f_ecom_axle/product-search';

function post(path: string, body: unknown): Promise<Response> {
  return get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('GET shopper product-search', () => {
  it('answers hits, refinements, total, offset, limit, pagination and sorting options', async () => {
    const res = await get(`${SHOPPER}?siteId=axle-ca&locale=en-CA&q=brake&offset=0&limit=5`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SearchResult;
    expect(body.hits).toHaveLength(5);
    expect(body).toMatchObject({ offset: 0, limit: 5, currency: 'CAD', selectedSortingOption: 'best-matches' });
    expect(body.pagination).toEqual({ currentPage: 1, pageSize: 5, total: body.total });
    expect(body.sortingOptions.map((o) => o.id)).toEqual(['best-sellers', 'best-matches', 'price-low-to-high', 'price-high-to-low', 'top-rated', 'newest']);
    expect(body.refinements.map((r) => r.attributeId)).toContain('price');
    for (const r of body.refinements) expect(r.attributeId.endsWith('Disabled')).toBe(false);
  });

  it.each([
    ['', 400, 'siteId is required'],
    ['?siteId=axle-us&limit=0', 400, 'limit must be a whole number from 1 to 100'],
    ['?siteId=axle-us&limit=101', 400, 'limit must be a whole number from 1 to 100'],
    ['?siteId=axle-us&offset=abc', 400, 'offset must be a whole number from 0 to 10000'],
    ['?siteId=axle-us&sort=random', 400, 'sort must be one of best-sellers, most-bought-for-vehicle, best-matches, price-low-to-high, price-high-to-low, top-rated, newest'],
    ['?siteId=axle-us&refine=price%3Dcheap', 400, 'price refinement must look like (from..to), got "cheap"'],
    ['?siteId=axle-us&refine=c_size', 400, 'refine must look like attribute=value1|value2, got "c_size"'],
    ['?siteId=axle-us&refine=submodel%3DSport', 400, 'submodel refinement needs a vehicle'],
    [`?siteId=axle-us&q=${'x'.repeat(201)}`, 400, 'q must be at most 200 characters'],
  ])('%s → %i', async (query, status, message) => {
    const res = await get(`${SHOPPER}${query}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ status, message });
  });
});

describe('GET custom product-search', () => {
  it('answers the condensed hit list with c_condensed=true', async () => {
    const res = await get(`${CUSTOM}?siteId=axle-us&c_vehicleID=2019-honda-civic&c_categoryID=brakes&c_refine=isDeal%3Dtrue&c_condensed=true`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; hits: { productId: string; c_isDeal: boolean }[] };
    expect(body.hits.length).toBe(body.total);
    for (const hit of body.hits) expect(hit.c_isDeal).toBe(true);
  });

  it.each([
    ['?siteId=axle-us&c_vehicleID=civic', 'c_vehicleID must be a vehicle model id such as 2019-honda-civic'],
    ['?siteId=axle-us&c_vehicleID=1901-nope-nope', 'Unknown vehicle: 1901-nope-nope'],
    ['?siteId=axle-us&c_categoryID=no-such', 'Unknown category: no-such'],
    ['?siteId=axle-us&c_condensed=yes', 'c_condensed must be true or false'],
    ['?siteId=axle-us&c_sortingRule=x', 'sort must be one of best-sellers, most-bought-for-vehicle, best-matches, price-low-to-high, price-high-to-low, top-rated, newest'],
  ])('%s → 400', async (query, message) => {
    const res = await get(`${CUSTOM}${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });
});

describe('POST custom product-search-v2', () => {
  it('answers hits, pagination and sorting options for a page', async () => {
    const res = await post(`${V2}?siteId=axle-us&c_vehicleID=2019-honda-civic&c_categoryID=brakes&c_page=2&c_pageSize=5`, {
      fitmentLabels: ['submodel', 'engine'],
      selectedFilters: {},
      storeProductAvailable: false,
      productStockAvailability: false,
      isCanadaSite: false,
      attributeIndices: [0, 1],
      selectedStore: null,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SearchResult;
    expect(body.pagination).toEqual({ currentPage: 2, pageSize: 5, total: body.total });
    expect(body.hits.length).toBeGreaterThan(0);
    // A vehicle list: no Best Matches (no text), and Most Bought for Your Vehicle (decision 290).
    expect(body.sortingOptions.map((o) => o.id)).toEqual(['best-sellers', 'most-bought-for-vehicle', 'price-low-to-high', 'price-high-to-low', 'top-rated', 'newest']);
  });

  it('narrows to the selected store stock (Canadian site) and applies selected filters', async () => {
    const canada = `${V2}?siteId=axle-ca&c_categoryID=brakes`;
    const allCanada = (await (await post(canada, { selectedStore: '101' })).json()) as SearchResult;
    const inStore = (await (await post(canada, { storeProductAvailable: true, selectedStore: '101', isCanadaSite: true })).json()) as SearchResult;
    expect(inStore.total).toBe(allCanada.refinements.find((r) => r.attributeId === 'inStore')?.values[0]?.hitCount);
    const base = `${V2}?siteId=axle-us&c_categoryID=brakes`;
    const all = (await (await post(base, {})).json()) as SearchResult;
    const deals = (await (await post(base, { selectedFilters: { c_isDeal: 'true' } })).json()) as SearchResult;
    expect(deals.total).toBe(all.refinements.find((r) => r.attributeId === 'c_isDeal')?.values[0]?.hitCount);
  });

  it.each([
    ['not json', 'Request body must be valid JSON'],
    [{ storeProductAvailable: 'yes' }, 'Invalid body: At path: storeProductAvailable -- Expected a value of type `boolean`, but received: `"yes"`'],
    [{ isCanadaSite: true }, 'isCanadaSite does not match siteId axle-us'],
    [{ selectedStore: '101' }, 'Unknown selectedStore for axle-us: 101'],
    [{ attributeIndices: [-1] }, 'Invalid body: At path: attributeIndices.0 -- Expected a integer greater than or equal to 0 but received `-1`'],
  ])('%j → 400', async (body, message) => {
    const res = await post(`${V2}?siteId=axle-us`, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it('rejects a bad page', async () => {
    const res = await post(`${V2}?siteId=axle-us&c_page=0`, {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('c_page must be a whole number from 1 to 417');
  });
});
