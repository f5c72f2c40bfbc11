import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { setStock } from './cart-client';
import { CheckoutShopper } from './checkout-client';
import { get, getPage } from './http';
import { MAX_LINE_QUANTITY } from '../../shared/cart/basket';

const CIVIC = '2019-honda-civic';
const SORT = 'most-bought-for-vehicle';

interface Hit {
  productId: string;
  type: string;
  unitsSold: number;
  packQuantity?: number;
  orderable: boolean;
  mostBoughtRank?: number;
}

async function search(query: string): Promise<{ status: number; body: any }> {
  const res = await get(`/api/search?site=axle-ca&${query}`);
  return { status: res.status, body: await res.json() };
}

/** The vehicle's units of products (seeded + ordered), read straight from D1. */
async function vehicleUnits(modelId: string, ids: string[]): Promise<Map<string, number>> {
  const { results } = await env.DB.prepare(
    `SELECT product_id, SUM(units) AS units FROM (
       SELECT product_id, units FROM vehicle_units_seeded WHERE model_id = ?1 AND product_id IN (SELECT value FROM json_each(?2))
       UNION ALL SELECT product_id, units FROM vehicle_units_ordered WHERE model_id = ?1 AND product_id IN (SELECT value FROM json_each(?2)))
     GROUP BY product_id`,
  )
    .bind(modelId, JSON.stringify(ids))
    .all<{ product_id: string; units: number }>();
  const map = new Map(ids.map((id) => [id, 0]));
  for (const row of results) map.set(row.product_id, row.units);
  return map;
}

async function civicBrakes(): Promise<{ hits: Hit[]; units: Map<string, number> }> {
  const { status, body } = await search(`category=brakes&vehicle=${CIVIC}&sort=${SORT}&limit=100`);
  expect(status).toBe(200);
  const hits = body.hits as Hit[];
  return { hits, units: await vehicleUnits(CIVIC, hits.map((h) => h.productId)) };
}

describe('Most Bought for Your Vehicle over the listing API', () => {
  it('orders a vehicle list by that vehicle’s units, then all units, then id, and marks the top three', async () => {
    const { status, body } = await search(`category=brakes&vehicle=${CIVIC}&sort=${SORT}&limit=100`);
    expect(status).toBe(200);
    expect(body.selectedSortingOption).toBe(SORT);
    expect(body.sortingOptions).toContainEqual({ id: SORT, label: 'Most Bought for Your Vehicle' });
    const hits = body.hits as Hit[];
    expect(hits.length).toBeGreaterThan(5);
    const units = await vehicleUnits(CIVIC, hits.map((h) => h.productId));
    expect(units.get(hits[0]!.productId)).toBeGreaterThan(0);
    const expected = [...hits].sort((a, b) => units.get(b.productId)! - units.get(a.productId)! || b.unitsSold - a.unitsSold || (a.productId < b.productId ? -1 : 1));
    expect(hits.map((h) => h.productId)).toEqual(expected.map((h) => h.productId));
    // The top three the vehicle bought any of carry the mark, with their place.
    const marked = Math.min(3, hits.filter((h) => units.get(h.productId)! > 0).length);
    expect(hits.slice(0, marked).map((h) => h.mostBoughtRank)).toEqual([1, 2, 3].slice(0, marked));
    expect(hits.slice(marked).filter((h) => h.mostBoughtRank)).toEqual([]);
  });

  it('marks the same top three under any other sort of the vehicle list', async () => {
    const ranked = (await civicBrakes()).hits.filter((h) => h.mostBoughtRank).map((h) => h.productId);
    expect(ranked.length).toBeGreaterThan(0);
    const { body } = await search(`category=brakes&vehicle=${CIVIC}&sort=price-low-to-high&limit=100`);
    const marked = (body.hits as Hit[]).filter((h) => h.mostBoughtRank).sort((a, b) => a.mostBoughtRank! - b.mostBoughtRank!);
    expect(marked.map((h) => h.productId)).toEqual(ranked);
  });

  it('is not offered without a vehicle, and asked for anyway sorts by best sellers with no marks', async () => {
    const plain = await search('category=brakes&limit=50');
    expect(plain.body.sortingOptions.map((o: { id: string }) => o.id)).not.toContain(SORT);
    const asked = await search(`category=brakes&sort=${SORT}&limit=50`);
    expect(asked.status).toBe(200);
    expect(asked.body.selectedSortingOption).toBe('best-sellers');
    const bestSellers = await search('category=brakes&sort=best-sellers&limit=50');
    expect(asked.body.hits.map((h: Hit) => h.productId)).toEqual(bestSellers.body.hits.map((h: Hit) => h.productId));
    expect(asked.body.hits.filter((h: Hit) => h.mostBoughtRank)).toEqual([]);
  });

  it('still answers an unknown sort with a 400 that names the sorts', async () => {
    const res = await search(`category=brakes&vehicle=${CIVIC}&sort=most-bought`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('sort must be one of best-sellers, most-bought-for-vehicle, best-matches');
  });
});

describe('Most Bought for Your Vehicle on the pages', () => {
  it('a vehicle list sorted by it shows the option selected and the badge on the top cards', async () => {
    const marked = (await civicBrakes()).hits.filter((h) => h.mostBoughtRank).length;
    const res = await getPage(`/${CIVIC}/brakes?sort=${SORT}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Most Bought for Your Vehicle');
    expect(html.match(/data-testid="most-bought-badge"[^>]*>Most bought for your (<!-- -->)?2019 Honda Civic</g)?.length).toBe(marked);
  });

  it('speaks French on fr-CA', async () => {
    const html = await (await getPage(`/ca/fr/${CIVIC}/brakes?sort=${SORT}`)).text();
    expect(html).toContain('Les plus achetés pour votre véhicule');
    expect(html).toMatch(/data-testid="most-bought-badge"[^>]*>Parmi les plus achetés pour votre (<!-- -->)?2019 Honda Civic/);
  });

  it('a category list with the vehicle in the cookie offers it; without a vehicle it has no badge', async () => {
    const withCookie = await (await getPage(`/category/brakes?sort=${SORT}`, { cookie: `axle_vehicle=${CIVIC}` })).text();
    expect(withCookie).toContain('data-testid="most-bought-badge"');
    const without = await (await getPage(`/category/brakes?sort=${SORT}`)).text();
    expect(without).not.toContain('data-testid="most-bought-badge"');
    expect(without).not.toContain('Most Bought for Your Vehicle');
  });

  it('the vehicle landing page leads with the parts the vehicle bought most, best first', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.id FROM (SELECT product_id, SUM(units) AS units FROM (
           SELECT product_id, units FROM vehicle_units_seeded WHERE model_id = ?1
           UNION ALL SELECT product_id, units FROM vehicle_units_ordered WHERE model_id = ?1) GROUP BY product_id) u
         JOIN products p ON p.id = u.product_id
        WHERE p.type <> 'variant' AND (p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.model_id = ?1 AND f.product_id = p.id))
        ORDER BY u.units DESC, p.units_sold DESC, p.id LIMIT 8`,
    )
      .bind(CIVIC)
      .all<{ id: string }>();
    expect(results.length).toBeGreaterThan(3);
    const html = await (await getPage(`/${CIVIC}`)).text();
    expect(html).toMatch(/<h2[^>]*>Most bought for your (<!-- -->)?2019 Honda Civic<\/h2>/);
    const row = html.slice(html.indexOf('data-testid="most-bought-row"'), html.indexOf('id="vehicle-categories"'));
    const tiles = [...row.matchAll(/href="\/2019-honda-civic\/[a-z0-9-]+\/([A-Z0-9-]+)"/g)].map((m) => m[1]);
    expect(tiles).toEqual(results.map((r) => r.id));
    expect(row).toContain(`href="/${CIVIC}/parts?sort=${SORT}"`);
    // See All: every part of the vehicle in that order, the top ones marked.
    const all = await getPage(`/${CIVIC}/parts?sort=${SORT}`);
    expect(all.status).toBe(200);
    expect(await all.text()).toMatch(/data-testid="most-bought-badge"[^>]*>Most bought for your (<!-- -->)?2019 Honda Civic</);
  });
});

/** The best-placed orderable item below the top whose gap to the top an order can close. */
function climber(hits: Hit[], units: Map<string, number>): { hit: Hit; quantity: number } {
  const top = units.get(hits[0]!.productId)!;
  for (const hit of hits.slice(1)) {
    // Pairs and sets sell in whole packs (decision 288).
    const pack = hit.packQuantity ?? 1;
    const quantity = Math.ceil((top - units.get(hit.productId)! + 1) / pack) * pack;
    if (hit.type === 'item' && hit.orderable && quantity <= MAX_LINE_QUANTITY) return { hit, quantity };
  }
  throw new Error('no item close enough to the top');
}

describe('orders count for the vehicle they were bought for', () => {
  it('an order placed with the vehicle selected moves its product to the top for that vehicle', async () => {
    const before = await civicBrakes();
    const { hit, quantity } = climber(before.hits, before.units);
    await setStock(hit.productId, 'online-ca', quantity + 10);
    const shopper = new CheckoutShopper('axle-ca');
    shopper.jar.set('axle_vehicle', CIVIC);
    expect((await shopper.add(hit.productId, quantity)).status).toBe(200);
    expect((await shopper.checkout()).status).toBe(201);
    const after = await civicBrakes();
    expect(after.hits[0]).toMatchObject({ productId: hit.productId, mostBoughtRank: 1 });
    expect(after.units.get(hit.productId)).toBe(before.units.get(hit.productId)! + quantity);
  });

  it('a line added with a vehicle counts for that vehicle without any cookie', async () => {
    const before = await civicBrakes();
    const { hit, quantity } = climber(before.hits, before.units);
    await setStock(hit.productId, 'online-ca', quantity + 10);
    const shopper = new CheckoutShopper('axle-ca');
    const vehicle = { vehicleID: CIVIC, year: '2019', make: 'Honda', model: 'Civic', isFit: true };
    expect((await shopper.json('POST', '/api/cart/items?site=axle-ca', { lines: [{ productId: hit.productId, quantity }], shipmentType: 'delivery', storeId: null, vehicle })).status).toBe(200);
    expect((await shopper.checkout()).status).toBe(201);
    expect((await civicBrakes()).hits[0]!.productId).toBe(hit.productId);
  });

  it('an order with no vehicle anywhere counts for none, and a declined one counts nothing', async () => {
    const before = await civicBrakes();
    const { hit, quantity } = climber(before.hits, before.units);
    await setStock(hit.productId, 'online-ca', quantity + 10);
    const rows = async () => (await env.DB.prepare('SELECT COALESCE(SUM(units), 0) AS n FROM vehicle_units_ordered WHERE product_id = ?1').bind(hit.productId).first<number>('n'))!;
    const counted = await rows();
    const plain = new CheckoutShopper('axle-ca');
    await plain.add(hit.productId, quantity);
    expect((await plain.checkout()).status).toBe(201);
    const declined = new CheckoutShopper('axle-ca');
    declined.jar.set('axle_vehicle', CIVIC);
    await declined.add(hit.productId, hit.packQuantity ?? 1);
    expect((await declined.checkout('4000 0000 0000 0002')).status).toBe(402);
    expect(await rows()).toBe(counted);
    expect((await civicBrakes()).hits[0]!.productId).toBe(before.hits[0]!.productId);
  });
});
