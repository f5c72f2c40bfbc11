import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import type { PagePayload } from '../../shared/types/page';
import type { VehicleLandingData } from '../../shared/vehicles/vehicle-api';
import type { VehicleConfig, VehicleLevel } from '../../shared/vehicles/vehicle-levels';
import { get, getPage } from './http';

/** Runs a request and waits for its background work (cache writes happen in waitUntil). */
async function fetchWorker(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function json<T>(path: string): Promise<T> {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe('vehicle catalogue API', () => {
  it('lists years newest first, then makes of a year, models of a make, configs of a model', async () => {
    const years = await json<VehicleLevel[]>('/api/vehicles/years');
    expect(years[0]).toEqual({ id: '2025', value: '2025', name: '2025', label: '2025' });
    expect(years.map((y) => Number(y.id))).toEqual([...years.map((y) => Number(y.id))].sort((a, b) => b - a));
    expect(years.at(-1)!.id).toBe('2010');

    const makes = await json<VehicleLevel[]>('/api/vehicles/makes?year=2019');
    expect(makes).toContainEqual({ id: '2019-honda', value: '2019-honda', name: 'Honda', label: 'Honda' });
    expect(makes.map((m) => m.name)).toEqual(expect.arrayContaining(['BMW', 'GMC', 'Infiniti', 'Mercedes-Benz']));
    expect(makes.find((m) => m.name === 'Mercedes-Benz')!.id).toBe('2019-mercedes-benz');

    const models = await json<VehicleLevel[]>('/api/vehicles/models?make=2019-honda');
    expect(models).toContainEqual({ id: '2019-honda-civic', value: '2019-honda-civic', name: 'Civic', label: 'Civic' });
    expect(models.every((m) => m.id.startsWith('2019-honda-'))).toBe(true);

    const configs = await json<VehicleConfig[]>('/api/vehicles/configs?model=2019-honda-civic');
    expect(configs.length).toBeGreaterThan(0);
    expect(configs[0]).toEqual({ submodel: expect.any(String), engine: expect.any(String) });
  });

  it('reads through the KV cache under the spec keys ymm-catalog, year id and make id', async () => {
    await json('/api/vehicles/years');
    await json('/api/vehicles/makes?year=2018');
    await json('/api/vehicles/models?make=2018-toyota');
    for (const id of ['ymm-catalog', '2018', '2018-toyota']) {
      expect(await env.CACHE.get(`v1:vehicles:axle-us:en-US:${id}`), id).not.toBeNull();
    }
    // An unknown year is answered without a cache entry.
    expect(await json<VehicleLevel[]>('/api/vehicles/makes?year=1901')).toEqual([]);
    expect(await env.CACHE.get('v1:vehicles:axle-us:en-US:1901')).toBeNull();
  });

  it('resolves the base vehicle of a URL segment (longest model id)', async () => {
    const civic = await json<{ model: VehicleLevel }>('/api/vehicles/model?id=2019-honda-civic-brakes');
    expect(civic.model.id).toBe('2019-honda-civic');
    const typeR = await json<{ model: VehicleLevel }>('/api/vehicles/model?id=2019-honda-civic-type-r');
    expect(typeR.model.id).toBe('2019-honda-civic-type-r');
    expect((await get('/api/vehicles/model?id=2099-nope-car')).status).toBe(404);
  });

  it.each([
    ['/api/vehicles/makes', 'year is required (for example year=2019)'],
    ['/api/vehicles/makes?year=19', 'year must be a four-digit year, for example year=2019'],
    ['/api/vehicles/models', 'make is required (for example make=2019-honda)'],
    ['/api/vehicles/models?make=honda', 'make must look like {year}-{make}, for example make=2019-honda'],
    ['/api/vehicles/configs?model=civic', 'model must look like {year}-{make}-{model}, for example 2019-honda-civic'],
    ['/api/vehicles/model', 'id is required (for example id=2019-honda-civic)'],
    [`/api/vehicles/makes?year=${'9'.repeat(200)}`, 'year is too long'],
  ])('answers 400 with a message for %s', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });

  it('answers 404 for the configs of an unknown model', async () => {
    const res = await get('/api/vehicles/configs?model=2099-nope-car');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'Unknown vehicle model' });
  });
});

describe('vehicle landing pages', () => {
  it('renders /2019-honda-civic with the heading, breadcrumb and category links with counts', async () => {
    const res = await getPage('/2019-honda-civic');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>2019 Honda Civic<\/h1>/);
    expect(html).toMatch(/<span aria-current="page"[^>]*>2019 Honda Civic<\/span>/);
    expect(html).toContain('href="/2019-honda-civic/brakes"');
    expect(html).toMatch(/\((<!-- -->)?\d+ parts?(<!-- -->)?\)/);

    const payload = (await (await get('/api/page/2019-honda-civic')).json()) as PagePayload<VehicleLandingData>;
    expect(payload.kind).toBe('vehicle');
    expect(payload.breadcrumbs).toEqual([{ name: '2019 Honda Civic', url: '/2019-honda-civic', isCurrentPage: true }]);
    const brakes = payload.data.categories.find((c) => c.id === 'brakes')!;
    expect(brakes.count).toBeGreaterThan(0);
    expect(brakes.subcategories.every((s) => s.count > 0)).toBe(true);
    expect(brakes.count).toBeGreaterThanOrEqual(Math.max(...brakes.subcategories.map((s) => s.count)));
  });

  it('counts exactly the fitting and universal products of a category', async () => {
    const payload = (await (await get('/api/page/2019-honda-civic')).json()) as PagePayload<VehicleLandingData>;
    const sub = payload.data.categories.flatMap((c) => c.subcategories)[0]!;
    const row = await env.DB.prepare(
      `SELECT COUNT(DISTINCT p.id) AS n FROM products p JOIN product_categories pc ON pc.product_id = p.id
        WHERE pc.category_id = ?1 AND p.type <> 'variant'
          AND (p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.product_id = p.id AND f.model_id = '2019-honda-civic'))`,
    )
      .bind(sub.id)
      .first<{ n: number }>();
    expect(sub.count).toBe(row!.n);
  });

  it('resolves /2019-honda-civic-brakes to the product list of brakes for the vehicle', async () => {
    const res = await getPage('/2019-honda-civic-brakes');
    expect(res.status).toBe(200);
    const payload = (await (await get('/api/page/2019-honda-civic-brakes')).json()) as PagePayload;
    expect(payload.kind).toBe('product-list');
    expect(payload.params).toEqual({ vehicle: '2019-honda-civic', categoryId: 'brakes' });
  });

  it('treats an unknown model id as an unknown path: 302 once, then 404', async () => {
    const first = await getPage('/2099-nope-car');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/s/axle-us/2099-nope-car?redirected=1');
    const second = await getPage('/s/axle-us/2099-nope-car?redirected=1');
    expect(second.status).toBe(404);
    expect((await getPage('/2019-honda-civic-nope')).status).toBe(302);
  });

  it('redirects other casings to the lower-case model id, keeping the page query it declares', async () => {
    // Undeclared and tracking parameters never reach a cached page's loader (decision 276).
    const res = await getPage('/2019-Honda-Civic?sort=price-low-to-high&x=1&utm_source=x');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/2019-honda-civic?sort=price-low-to-high');
  });

  it('serves /account/my-garage with Home › Account › My Garage', async () => {
    const res = await getPage('/account/my-garage');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>My Garage<\/h1>/);
    const payload = (await (await get('/api/page/account/my-garage')).json()) as PagePayload;
    expect(payload.kind).toBe('my-garage');
    expect(payload.breadcrumbs.map((b) => b.url)).toEqual(['/account', '/account/my-garage']);
    // The other account sections need a signed-in shopper (tests/integration/account-pages.test.ts).
    expect(await (await get('/api/page/account/wishlist')).json()).toEqual({ redirect: '/login?next=%2Faccount%2Fwishlist', status: 302 });
  });
});

describe('selected vehicle on the first render', () => {
  const cookie = 'axle_vehicle=2019-honda-civic|EX|2.0L%20L4';

  it('hands the cookie vehicle to the client in the SWR fallback', async () => {
    const html = await (await getPage('/', { cookie })).text();
    const boot = JSON.parse(html.match(/<script type="application\/json" id="__AXLE_BOOT__">(.*?)<\/script>/s)![1]!) as {
      boot: { fallback: Record<string, { vehicle: { model: { id: string } }; submodel: string; engine: string } | null> };
    };
    const selected = boot.boot.fallback['/api/vehicles/selected'];
    expect(selected?.vehicle.model.id).toBe('2019-honda-civic');
    expect(selected).toMatchObject({ submodel: 'EX', engine: '2.0L L4' });
    const none = await (await getPage('/')).text();
    expect(none).toContain('"/api/vehicles/selected":null');
  });

  it('answers the same from /api/vehicles/selected, never shared-cached, and ignores junk', async () => {
    const res = await get('/api/vehicles/selected', { headers: { cookie } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(((await res.json()) as { vehicle: { model: { name: string } } }).vehicle.model.name).toBe('Civic');
    for (const junk of ['axle_vehicle=%E0%A4%A', 'axle_vehicle=2099-nope-car', 'axle_vehicle=brakes']) {
      const r = await get('/api/vehicles/selected', { headers: { cookie: junk } });
      expect(r.status).toBe(200);
      expect(await r.json()).toBeNull();
    }
  });

  it('includes the URL vehicle on vehicle URLs', async () => {
    const html = await (await getPage('/2019-honda-civic')).text();
    expect(html).toContain('"/api/vehicles/model?id=2019-honda-civic":{');
  });
});
