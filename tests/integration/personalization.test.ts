import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { listActivities } from '../../worker/data/repos/reco-repo';
import { ACTIVITY_RATE_LIMIT } from '../../worker/routes/personalization/activities';
import type { RecsResult } from '../../shared/reco/recommendation';

const CIVIC = '2019-honda-civic';
const base = { realm: 'axle', instanceType: 'sbx' };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', 'cf-connecting-ip': crypto.randomUUID(), ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await worker.fetch(new Request(`http://localhost${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function recs(recommender: string, body: Record<string, unknown>, siteId = 'axle-us'): Promise<RecsResult> {
  const res = await call('POST', `/personalization/recs/${siteId}/${recommender}`, { ...base, ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as RecsResult;
}

const rows = async <T>(sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).all<T>()).results;
const ids = (result: RecsResult) => result.recs.map((r) => r.productId);

let brakePad: string;
beforeAll(async () => {
  const [row] = await rows<{ id: string }>(
    `SELECT p.id FROM products p WHERE p.primary_category_id = 'brake-pads' AND p.universal = 0 AND p.type = 'item'
        AND EXISTS (SELECT 1 FROM fitments f WHERE f.product_id = p.id AND f.model_id = ?1) ORDER BY p.id LIMIT 1`,
    CIVIC,
  );
  brakePad = row!.id;
});

async function fitsCivic(productId: string): Promise<boolean> {
  const [row] = await rows<{ ok: number }>(
    'SELECT (p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.product_id = p.id AND f.model_id = ?2)) AS ok FROM products p WHERE p.id = ?1',
    productId,
    CIVIC,
  );
  return row?.ok === 1;
}

describe('GET /personalization/recommenders/{siteId}', () => {
  it('lists the engine recommenders', async () => {
    const res = await call('GET', '/personalization/recommenders/axle-ca');
    expect(res.status).toBe(200);
    const { recommenders } = (await res.json()) as { recommenders: { name: string }[] };
    expect(recommenders.map((r) => r.name)).toEqual(expect.arrayContaining(['other-parts-for-vehicle', 'pdp-similar-items', 'viewed-recently-einstein']));
  });
  it('answers 404 for an unknown site, also under the /v3 prefix', async () => {
    expect((await call('GET', '/personalization/recommenders/nope')).status).toBe(404);
    expect((await call('GET', '/v3/personalization/recommenders/axle-us')).status).toBe(200);
  });
});

describe('POST /personalization/recs/{siteId}/{recommenderName}', () => {
  it('answers other parts in the Recommendation shape, complementary categories first', async () => {
    const result = await recs('other-parts-for-vehicle', { products: [{ id: brakePad }] });
    expect(result.recommenderName).toBe('other-parts-for-vehicle');
    expect(result.displayMessage).toBe('More Parts for Your Vehicle');
    expect(result.recoUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.recs).toHaveLength(12);
    expect(ids(result)).not.toContain(brakePad);
    const first = result.recs[0]!;
    expect(Object.keys(first).sort()).toEqual(['brand', 'c_custitem_fitment', 'c_extend', 'discountPrice', 'id', 'image', 'imageGroups', 'imageUrl', 'name', 'price', 'productId', 'productName'].sort());
    expect(first.c_extend.currency).toBe('USD');
    const categories = result.recs.slice(0, 4).map((r) => r.c_extend.primaryCategoryId);
    expect(categories.every((c) => ['brake-rotors', 'brake-calipers', 'brake-fluid', 'brake-hardware'].includes(c))).toBe(true);
    expect(new Set(categories).size).toBe(4);
  });

  it('keeps only parts that fit the selected vehicle (document 2 §5)', async () => {
    const open = await recs('other-parts-for-vehicle', { products: [{ id: brakePad }], limit: 24 });
    const forCivic = await recs('other-parts-for-vehicle', { products: [{ id: brakePad }], fitment: { modelId: CIVIC }, limit: 24 });
    expect(forCivic.recs.length).toBeGreaterThan(0);
    for (const rec of forCivic.recs) {
      expect(await fitsCivic(rec.productId), rec.productId).toBe(true);
      if (!rec.c_extend.universal) expect(Object.keys(JSON.parse(rec.c_custitem_fitment ?? '{}'))).toEqual([CIVIC]);
    }
    const notFitting = [];
    for (const id of ids(open)) if (!(await fitsCivic(id))) notFitting.push(id);
    expect(notFitting.length).toBeGreaterThan(0);
    for (const id of notFitting) expect(ids(forCivic)).not.toContain(id);
    // Without a vehicle nothing carries fitment text.
    expect(open.recs.every((r) => r.c_custitem_fitment === null)).toBe(true);
  });

  it('drops every non-universal part when an attribute filter matches no entry', async () => {
    const filtered = await recs('other-parts-for-vehicle', { products: [{ id: brakePad }], fitment: { modelId: CIVIC, filters: { submodel: 'No Such Trim' } } });
    expect(filtered.recs.length).toBeGreaterThan(0);
    expect(filtered.recs.every((r) => r.c_extend.universal)).toBe(true);
  });

  it('falls back to the category best sellers when the category has no complements', async () => {
    const [anchor] = await rows<{ id: string }>("SELECT id FROM products WHERE primary_category_id = 'door-handles' AND type = 'item' ORDER BY units_sold DESC, id LIMIT 1");
    const best = await rows<{ id: string }>(
      `SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
        WHERE p.id IN (SELECT product_id FROM product_categories WHERE category_id = 'door-handles') AND p.id <> ?1 AND p.type IN ('item', 'master', 'set', 'bundle')
        ORDER BY p.units_sold DESC, p.id LIMIT 5`,
      anchor!.id,
    );
    const result = await recs('other-parts-for-vehicle', { products: [{ id: anchor!.id }], limit: 5 });
    expect(ids(result)).toEqual(best.map((b) => b.id));
    const units = result.recs.map((r) => r.c_extend.unitsSoldToDate);
    expect([...units].sort((a, b) => b - a)).toEqual(units);
  });

  it('answers the given products in order for viewed-recently-einstein, unknown ids dropped', async () => {
    const result = await recs('viewed-recently-einstein', { products: [{ id: brakePad }, { id: 'NOPE' }, { id: 'AX-BRK-100001' }] });
    expect(ids(result)).toEqual([brakePad, 'AX-BRK-100001']);
  });

  it('prices in the site currency and names in the requested locale', async () => {
    const result = await recs('viewed-recently-einstein', { products: [{ id: brakePad }], locale: 'fr-CA' }, 'axle-ca');
    const [text] = await rows<{ name: string }>("SELECT name FROM product_texts WHERE product_id = ?1 AND lang = 'fr'", brakePad);
    expect(result.recs[0]?.c_extend.currency).toBe('CAD');
    expect(result.recs[0]?.productName).toBe(text?.name);
  });

  it.each([
    [{ products: 'x' }, 400],
    [{ products: [{ id: '' }] }, 400],
    [{ products: [{ id: 'A' }], limit: 99 }, 400],
    [{ fitment: { filters: {} } }, 400],
    [{ realm: 'other' }, 400],
    [{ instanceType: 'dev' }, 400],
    [{ locale: 'de-DE' }, 400],
  ])('rejects %j with %i', async (body, status) => {
    const res = await call('POST', '/personalization/recs/axle-us/other-parts-for-vehicle', { ...base, ...body });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('rejects bodies that are not JSON objects, unknown recommenders and sites', async () => {
    expect((await call('POST', '/personalization/recs/axle-us/other-parts-for-vehicle', '{')).status).toBe(400);
    expect((await call('POST', '/personalization/recs/axle-us/other-parts-for-vehicle', '[]')).status).toBe(400);
    expect((await call('POST', '/personalization/recs/axle-us/other-parts-for-vehicle', '{}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await call('POST', '/personalization/recs/axle-us/nope', {})).status).toBe(404);
    expect((await call('POST', '/personalization/recs/nope/other-parts-for-vehicle', {})).status).toBe(404);
  });
});

describe('POST /personalization/{siteId}/zones/{zoneName}/recs', () => {
  it('answers the zone recommender with products', async () => {
    const res = await call('POST', '/personalization/axle-us/zones/pdp-other-parts/recs', { ...base, products: [{ id: brakePad }], fitment: { modelId: CIVIC } });
    expect(res.status).toBe(200);
    const result = (await res.json()) as RecsResult;
    expect(result.recommenderName).toBe('other-parts-for-vehicle');
    expect(result.recs.length).toBeGreaterThan(0);
  });
  it('rejects unknown zones and bad bodies', async () => {
    expect((await call('POST', '/personalization/axle-us/zones/nope/recs', {})).status).toBe(404);
    expect((await call('POST', '/personalization/axle-us/zones/pdp-other-parts/recs', { products: [{}] })).status).toBe(400);
    expect((await call('POST', '/personalization/axle-us/zones/pdp-other-parts/recs', { products: [{ id: 'A' }], limit: 0 })).status).toBe(400);
  });
});

/** A registered shopper's opaque personalization id (decision 185). */
const USER_ID = '0123456789abcdef0123456789abcdef';

const VALID: Record<string, Record<string, unknown>> = {
  viewProduct: { product: { id: 'AX-BRK-100000', sku: 'AX-BRK-100000' } },
  viewSearch: { searchText: 'brake pads', products: [{ id: 'AX-BRK-100000' }] },
  clickSearch: { searchText: 'brake pads', product: { id: 'AX-BRK-100000' } },
  viewCategory: { category: { id: 'brake-pads' } },
  clickCategory: { category: { id: 'brake-pads' }, product: { id: 'AX-BRK-100000' } },
  viewReco: { recommenderName: 'other-parts-for-vehicle', __recoUUID: '0b1e', products: [{ id: 'AX-BRK-100000' }] },
  clickReco: { recommenderName: 'other-parts-for-vehicle', __recoUUID: '0b1e', product: { id: 'AX-BRK-100000' } },
  viewPage: { currentLocation: '/product/AX-BRK-100000' },
  beginCheckout: { products: [{ id: 'AX-BRK-100000', sku: 'AX-BRK-100000', price: 49.99, quantity: 2 }], amount: 99.98 },
  checkoutStep: { stepName: 'shipping', stepNumber: 1, basketId: 'b-1' },
  addToCart: { products: [{ id: 'AX-BRK-100000', quantity: 1 }] },
};

describe('POST /activities/{siteId}/{activity}', () => {
  it.each(Object.keys(VALID))('records %s', async (name) => {
    const cookieId = crypto.randomUUID();
    const res = await call('POST', `/activities/axle-us/${name}`, { ...base, cookieId, userId: USER_ID, ...VALID[name], unknownField: 'dropped' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [stored] = await listActivities(env.DB, cookieId);
    expect(stored?.name).toBe(name);
    expect(stored?.user_id).toBe(USER_ID);
    expect(JSON.parse(stored!.payload)).toEqual(VALID[name]);
  });

  it.each([
    ['viewProduct', { ...base, product: { id: 'A' } }, 'cookieId'],
    ['viewProduct', { ...base, cookieId: '  ', product: { id: 'A' } }, 'cookieId'],
    ['viewProduct', { ...base, cookieId: 'c', instanceType: 'dev', product: { id: 'A' } }, 'instanceType'],
    ['viewProduct', { ...base, cookieId: 'c', realm: 'shop', product: { id: 'A' } }, 'realm must be axle'],
    ['viewProduct', { ...base, cookieId: 'c' }, 'product'],
    ['viewProduct', { ...base, cookieId: 'c', product: { id: 42 } }, 'id'],
    ['viewReco', { ...base, cookieId: 'c', recommenderName: 'nope', __recoUUID: 'x', products: [{ id: 'A' }] }, 'recommenderName'],
    ['addToCart', { ...base, cookieId: 'c', products: [] }, 'products'],
    ['addToCart', { ...base, cookieId: 'c', products: [{ id: 'A', quantity: 0 }] }, 'quantity'],
    ['beginCheckout', { ...base, cookieId: 'c', products: [{ id: 'A', quantity: 1 }], amount: -1 }, 'amount'],
    ['checkoutStep', { ...base, cookieId: 'c', stepName: 'x', stepNumber: 1.5, basketId: 'b' }, 'stepNumber'],
    // userId is the opaque id only: never an e-mail or a raw customer id (decision 185).
    ['viewProduct', { ...base, cookieId: 'c', userId: 'ana@example.com', product: { id: 'A' } }, 'userId must be the opaque personalization id'],
    ['viewProduct', { ...base, cookieId: 'c', userId: 'u-1', product: { id: 'A' } }, 'userId'],
  ])('%s rejects a bad body (%j)', async (name, body, field) => {
    const res = await call('POST', `/activities/axle-us/${name}`, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(field);
  });

  it('rejects non-JSON bodies, unknown activities and sites', async () => {
    expect((await call('POST', '/activities/axle-us/viewProduct', '{')).status).toBe(400);
    expect((await call('POST', '/activities/axle-us/viewProduct', 'null')).status).toBe(400);
    expect((await call('POST', '/activities/axle-us/viewProduct', { ...base, cookieId: 'c', product: { id: 'A' } }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await call('POST', '/activities/axle-us/hack', { ...base, cookieId: 'c' })).status).toBe(404);
    expect((await call('POST', '/activities/nope/viewProduct', { ...base, cookieId: 'c', product: { id: 'A' } })).status).toBe(404);
  });

  it(`limits one client to ${ACTIVITY_RATE_LIMIT.limit} activities a minute`, async () => {
    const ip = crypto.randomUUID();
    const body = { ...base, cookieId: 'rate', currentLocation: '/' };
    for (let i = 0; i < ACTIVITY_RATE_LIMIT.limit; i++) expect((await call('POST', '/activities/axle-us/viewPage', body, { 'cf-connecting-ip': ip })).status).toBe(200);
    const res = await call('POST', '/activities/axle-us/viewPage', body, { 'cf-connecting-ip': ip });
    expect(res.status).toBe(429);
  });

  it('recorded views change what is viewed and bought together', async () => {
    // A hand tool is universal and outside the brake complements: only activity can bring it first.
    const [tool] = await rows<{ id: string }>("SELECT id FROM products WHERE primary_category_id = 'hand-tools' AND type = 'item' ORDER BY units_sold ASC, id LIMIT 1");
    const before = await recs('other-parts-for-vehicle', { products: [{ id: brakePad }], fitment: { modelId: CIVIC } });
    expect(ids(before)[0]).not.toBe(tool!.id);
    expect((await recs('bought-together', { products: [{ id: brakePad }] })).recs).toEqual([]);
    for (const cookieId of ['shopper-1', 'shopper-2']) {
      await call('POST', '/activities/axle-us/viewProduct', { ...base, cookieId, product: { id: brakePad } });
      await call('POST', '/activities/axle-us/addToCart', { ...base, cookieId, products: [{ id: tool!.id, quantity: 1 }] });
    }
    // An impression is not interest: a viewReco alone adds nothing.
    await call('POST', '/activities/axle-us/viewReco', { ...base, cookieId: 'shopper-3', recommenderName: 'other-parts-for-vehicle', __recoUUID: 'u', products: [{ id: brakePad }, { id: 'AX-BRK-100001' }] });
    const after = await recs('other-parts-for-vehicle', { products: [{ id: brakePad }], fitment: { modelId: CIVIC } });
    expect(ids(after)[0]).toBe(tool!.id);
    expect(ids(await recs('bought-together', { products: [{ id: brakePad }] }))).toEqual([tool!.id]);
    // Activity on one site does not leak into the other.
    expect((await recs('bought-together', { products: [{ id: brakePad }] }, 'axle-ca')).recs).toEqual([]);
  });
});

describe('GET /api/reco/{recommender} (the product page section key)', () => {
  it('answers the same engine for the storefront', async () => {
    const res = await call('GET', `/api/reco/other-parts-for-vehicle?site=axle-us&locale=en-US&products=${brakePad}&vehicle=${CIVIC}`);
    expect(res.status).toBe(200);
    const result = (await res.json()) as RecsResult;
    expect(result.recs.length).toBeGreaterThan(0);
    for (const rec of result.recs) expect(await fitsCivic(rec.productId)).toBe(true);
  });
  it('rejects bad input', async () => {
    expect((await call('GET', `/api/reco/nope?site=axle-us`)).status).toBe(404);
    expect((await call('GET', `/api/reco/other-parts-for-vehicle?products=${'A,'.repeat(30)}`)).status).toBe(400);
  });
});

describe('a failing engine', () => {
  it('logs and answers an empty result, never a 500', async () => {
    // Runs last in this file (storage is per file): without the activity table the engine fails.
    await env.DB.exec('DROP TABLE reco_activity_products');
    const result = await recs('other-parts-for-vehicle', { products: [{ id: brakePad }] });
    expect(result.recs).toEqual([]);
    const res = await call('POST', '/activities/axle-us/viewProduct', { ...base, cookieId: 'c', product: { id: brakePad } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false });
  });
});
