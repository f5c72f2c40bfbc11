import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BottomLine, ReviewsPage, ReviewsSectionData } from '../../shared/reviews/review-types';
import worker from '../../worker/index';
import { getReviewsForModeration } from '../../worker/data/repos/reviews-repo';
import { createRegisteredShopper } from './account-fixtures';
import { insertOrder } from './account-data-fixtures';
import { ORIGIN } from './cart-client';

/**
 * Issue 26 item 9 (decision 263): a new review waits for a moderator and counts nowhere until it
 * is published (review list, bottom line, cards' and the commerce API's rating, rating sort);
 * a verified buyer's first review publishes at once; moderators publish or take reviews down with
 * their key.
 */
const KEY = 'moderation-key-for-tests-0123456789abcdef';
const MODERATION = { ...env, REVIEW_MODERATION_KEY: KEY };
const SCAPI_PRODUCTS = '/product/shopper-products/v1/organizations/f_ecom_axle/products';

async function call(method: string, path: string, init: { body?: unknown; cookie?: string; key?: string; bindings?: object; ip?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': init.ip ?? crypto.randomUUID() };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }), init.bindings ?? env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

function review(sku: string, title: string, over: Record<string, unknown> = {}) {
  return { sku, review_title: title, review_content: 'Bolted right on, quiet since.', review_score: 2, display_name: 'Robin', email: 'robin@example.com', product_title: '', product_url: '', ...over };
}

/** Everything a shopper or a client can read about a product's rating, in one object. */
async function ratingEverywhere(productId: string) {
  const list = await json<ReviewsPage>(call('POST', '/yotpoReviews', { body: { productId, pageParams: { page: 1, limit: 50 } } }));
  const bottom = await json<BottomLine>(call('POST', '/yotpoReviewsBottomLine', { body: { productId } }));
  const cards = await json<{ bottomLines: (BottomLine & { productId: string })[] }>(call('POST', '/yotpoReviewsBottomLines', { body: { productIds: [productId] } }));
  const section = await json<ReviewsSectionData>(call('GET', `/api/product-reviews?productId=${productId}`));
  const scapi = await json<{ c_rating: { average: number; count: number } }>(call('GET', `${SCAPI_PRODUCTS}/${productId}?siteId=axle-us`));
  const columns = await env.DB.prepare('SELECT rating_average AS average, rating_count AS count FROM products WHERE id = ?1').bind(productId).first<{ average: number; count: number }>();
  return {
    titles: list.reviews.map((r) => r.title),
    listTotal: list.paging.total,
    bottomLine: bottom.total_review,
    cardLine: cards.bottomLines[0]!.total_review,
    sectionTotal: section.bottomLine.total_review,
    scapi: scapi.c_rating,
    columns,
  };
}

/** Items without any review, from the end of the catalogue (other files take theirs from the start). */
let products: string[] = [];
beforeAll(async () => {
  const { results } = await env.DB.prepare(
    "SELECT id FROM products WHERE type = 'item' AND id NOT IN (SELECT product_id FROM reviews) ORDER BY id DESC LIMIT 6",
  ).all<{ id: string }>();
  products = results.map((r) => r.id);
  expect(products).toHaveLength(6);
});

describe('a new review from a shopper who has not bought the part', () => {
  it('is held as pending and counts nowhere until a moderator publishes it, then counts everywhere', async () => {
    const [product] = products;
    const title = `Held ${crypto.randomUUID().slice(0, 8)}`;
    const before = await ratingEverywhere(product!);
    const res = await call('POST', '/publishReview', { body: review(product!, title, { review_score: 2 }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'pending' });
    expect(await ratingEverywhere(product!)).toEqual(before);
    expect(before).toMatchObject({ listTotal: 0, bottomLine: 0, cardLine: 0, sectionTotal: 0, scapi: { average: 0, count: 0 }, columns: { average: 0, count: 0 } });

    const queue = await json<{ reviews: { id: number; productId: string; title: string; email: string }[] }>(call('GET', '/moderation/reviews?limit=200', { key: KEY, bindings: MODERATION }));
    const held = queue.reviews.find((r) => r.title === title);
    expect(held).toMatchObject({ productId: product, email: 'robin@example.com' });

    const published = await call('POST', `/moderation/reviews/${held!.id}/publish`, { key: KEY, bindings: MODERATION });
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ id: held!.id, productId: product, status: 'published' });
    expect(await ratingEverywhere(product!)).toEqual({
      titles: [title],
      listTotal: 1,
      bottomLine: 1,
      cardLine: 1,
      sectionTotal: 1,
      scapi: { average: 2, count: 1 },
      columns: { average: 2, count: 1 },
    });
    // Publishing twice finds no pending review.
    expect((await call('POST', `/moderation/reviews/${held!.id}/publish`, { key: KEY, bindings: MODERATION })).status).toBe(404);

    // Taking it down removes it from every count again.
    const rejected = await call('POST', `/moderation/reviews/${held!.id}/reject`, { key: KEY, bindings: MODERATION });
    expect(await rejected.json()).toEqual({ id: held!.id, productId: product, status: 'rejected' });
    expect(await ratingEverywhere(product!)).toEqual(before);
  });

  it('leaves the rating columns that cards and the top-rated sort read untouched while reviews wait', async () => {
    const product = products[1]!;
    for (let i = 0; i < 3; i++) await call('POST', '/publishReview', { body: review(product, `Five stars ${i}`, { review_score: 5 }) });
    const columns = await env.DB.prepare('SELECT rating_average, rating_count FROM products WHERE id = ?1').bind(product).first();
    expect(columns).toEqual({ rating_average: 0, rating_count: 0 });
    expect((await getReviewsForModeration(env.DB, product)).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
  });
});

describe('a verified buyer', () => {
  it("publishes a first review of a part they paid for at once, under the account's e-mail; a second one waits", async () => {
    const product = products[2]!;
    const buyer = await createRegisteredShopper();
    await insertOrder({ customerId: buyer.customerId, siteId: 'axle-us', createdAt: Date.now(), lines: [{ productId: product, name: 'Part', quantity: 1, unitPrice: 1000, type: 'delivery' }] });
    const first = await call('POST', '/publishReview', { body: review(product, 'Bought and fitted', { review_score: 4, email: 'other@example.com' }), cookie: buyer.shopper.cookie! });
    expect(await first.json()).toEqual({ status: 'published' });
    expect(await ratingEverywhere(product)).toMatchObject({ titles: ['Bought and fitted'], listTotal: 1, bottomLine: 1, cardLine: 1, sectionTotal: 1, scapi: { average: 4, count: 1 }, columns: { average: 4, count: 1 } });
    expect((await getReviewsForModeration(env.DB, product))[0]!.email).toBe(buyer.email);

    const second = await call('POST', '/publishReview', { body: review(product, 'Still good', { review_score: 1 }), cookie: buyer.shopper.cookie! });
    expect(await second.json()).toEqual({ status: 'pending' });
    expect((await ratingEverywhere(product)).listTotal).toBe(1);
  });

  it('waits like anyone for a part not bought, a cancelled order, or a review with a link', async () => {
    const [notBought, cancelled, linked] = [products[3]!, products[4]!, products[5]!];
    const buyer = await createRegisteredShopper();
    await insertOrder({ customerId: buyer.customerId, siteId: 'axle-us', createdAt: Date.now(), status: 'cancelled', lines: [{ productId: cancelled, name: 'Part', quantity: 1, unitPrice: 1000, type: 'delivery' }] });
    await insertOrder({ customerId: buyer.customerId, siteId: 'axle-us', createdAt: Date.now(), lines: [{ productId: linked, name: 'Part', quantity: 1, unitPrice: 1000, type: 'delivery' }] });
    for (const [product, over] of [[notBought, {}], [cancelled, {}], [linked, { review_content: 'Cheaper at www.parts-deals.example' }]] as const) {
      const res = await call('POST', '/publishReview', { body: review(product, 'Hmm', over), cookie: buyer.shopper.cookie! });
      expect(await res.json(), product).toEqual({ status: 'pending' });
    }
  });
});

describe('the moderation calls', () => {
  it('do not exist without a key configured (or with one too short to be safe)', async () => {
    expect((await call('GET', '/moderation/reviews', { key: KEY })).status).toBe(404);
    expect((await call('GET', '/moderation/reviews', { key: 'short', bindings: { ...env, REVIEW_MODERATION_KEY: 'short' } })).status).toBe(404);
  });

  it('refuse a missing or wrong key, and bad ids or limits, with 4xx', async () => {
    expect((await call('GET', '/moderation/reviews', { bindings: MODERATION })).status).toBe(401);
    const wrong = await call('POST', '/moderation/reviews/1/publish', { key: `${KEY}x`, bindings: MODERATION });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ status: 401, message: 'A valid moderation key is required' });
    expect((await call('POST', '/moderation/reviews/abc/publish', { key: KEY, bindings: MODERATION })).status).toBe(400);
    expect((await call('POST', '/moderation/reviews/999999999/reject', { key: KEY, bindings: MODERATION })).status).toBe(404);
    expect((await call('GET', '/moderation/reviews?limit=0', { key: KEY, bindings: MODERATION })).status).toBe(400);
  });

  it('count every call, wrong keys included: the 61st in a minute from one address is 429', async () => {
    // The clock stands 5 s into a minute, so the 61 calls share one rate-limit window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T05:06:05Z'));
    try {
      const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 60; i++) expect((await call('GET', '/moderation/reviews', { key: 'x'.repeat(40), bindings: MODERATION, ip })).status).toBe(401);
      expect((await call('GET', '/moderation/reviews', { key: KEY, bindings: MODERATION, ip })).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});
