import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { reviewsSectionKey } from '../../../shared/reviews/review-types';
import { productStockKey } from '../../../shared/types/stock';
import { failingKv, faultyD1 } from './faulty-bindings';
import { fetchWith, pageWith } from './fault-fetch';
import { expectSecurityHeaders, streamed, titleOf } from './page-checks';

const PRODUCT = 'AX-BRK-100403';

/**
 * Catalog and content pages (DESIGN §4 degradation), one per kind of cached read: each must
 * render while D1 cannot be read.
 */
const CATALOG_PAGES = [
  '/',
  '/category/brake-pads',
  `/2019-honda-civic/brake-pads/${PRODUCT}`,
  '/ca/pages/store-locator/101',
  '/pages/policy/privacy-policy',
];

describe('D1 reads failing', () => {
  it.each(CATALOG_PAGES)('%s is served 200 from the cache after one good view', async (path) => {
    const good = await pageWith({}, path);
    expect(good.res.status).toBe(200);
    const db = faultyD1(env.DB, { kind: 'fail' });
    const { res, body } = await pageWith({ DB: db }, path);
    expect(res.status).toBe(200);
    expect(titleOf(body)).toBe(titleOf(good.body));
    expectSecurityHeaders(res);
  });

  it('the product page keeps its product and hides only the sections that need D1', async () => {
    await pageWith({}, `/product/${PRODUCT}`);
    const db = faultyD1(env.DB, { kind: 'fail' });
    const { res, body } = await pageWith({ DB: db }, `/product/${PRODUCT}`);
    expect(res.status).toBe(200);
    expect(db.reads).toBeGreaterThan(0);
    expect(body).toContain(PRODUCT);
    // Reviews come from the cache the good view filled (decision 224); stock streams null (the
    // section says stock could not be checked).
    expect(streamed(body, reviewsSectionKey(PRODUCT))).toMatchObject({ productId: PRODUCT });
    expect(streamed(body, productStockKey('axle-us', 'en-US', PRODUCT, null))).toBeNull();
    // Client navigation asks the same keys; their APIs read D1 directly and answer null.
    const stock = await fetchWith({ DB: db }, productStockKey('axle-us', 'en-US', PRODUCT, null));
    expect([stock.res.status, JSON.parse(stock.body)]).toEqual([200, null]);
    const reviews = await fetchWith({ DB: db }, reviewsSectionKey(PRODUCT));
    expect([reviews.res.status, JSON.parse(reviews.body)]).toEqual([200, null]);
  });

  it('the client page API answers the cached payload too', async () => {
    await fetchWith({}, `/api/page/product/${PRODUCT}`);
    const { res, body } = await fetchWith({ DB: faultyD1(env.DB, { kind: 'fail' }) }, `/api/page/product/${PRODUCT}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ kind: 'product', status: 200, data: { product: { id: PRODUCT } } });
  });

  it('a product never viewed before answers 503 with Retry-After and the error page, not a 500', async () => {
    const { results } = await env.DB.prepare("SELECT id FROM products WHERE type = 'item' ORDER BY id DESC LIMIT 1").all<{ id: string }>();
    const { res, body } = await pageWith({ DB: faultyD1(env.DB, { kind: 'fail' }) }, `/product/${results[0]!.id}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(body).toContain('The store is busy right now');
    expectSecurityHeaders(res);
  });
});

describe('D1 reads slow (1 s each)', () => {
  it.each([`/product/${PRODUCT}`])('%s still answers 200 with its content', async (path) => {
    const good = await pageWith({}, path);
    const { res, body } = await pageWith({ DB: faultyD1(env.DB, { kind: 'slow', ms: 1_000 }) }, path);
    expect(res.status).toBe(200);
    expect(titleOf(body)).toBe(titleOf(good.body));
  });
});

describe('KV failing', () => {
  it.each(['/category/brake-pads', `/product/${PRODUCT}`])(
    '%s is read from D1 directly',
    async (path) => {
      const good = await pageWith({}, path);
      const kv = failingKv();
      const { res, body } = await pageWith({ CACHE: kv }, path);
      expect(res.status).toBe(200);
      expect(titleOf(body)).toBe(titleOf(good.body));
      expect(kv.calls).toBeGreaterThan(0);
    },
  );

  it('with D1 failing as well, a page without a copy answers 503, never a 500', async () => {
    const { res } = await pageWith({ CACHE: failingKv(), DB: faultyD1(env.DB, { kind: 'fail' }) }, '/category/brake-pads');
    expect(res.status).toBe(503);
    expectSecurityHeaders(res);
  });
});
