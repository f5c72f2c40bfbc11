import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index';
import { describe, expect, it } from 'vitest';
import type { BottomLine, BottomLines, ReviewsPage, ReviewsSectionData } from '../../shared/reviews/review-types';
import { getReviewsForModeration } from '../../worker/data/repos/reviews-repo';
import { PUBLISH_REVIEW_RATE_LIMIT } from '../../worker/routes/api/reviews';
import { get, getPage } from './http';

const ORIGIN = 'http://localhost';
const json = (value: unknown) => JSON.stringify(value);

/** POSTs JSON from its own client IP unless told, so the rate limit only bites where tested. */
function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': crypto.randomUUID(), ...headers },
    body,
  });
}

/** A moderator publishes a pending review (decision 263). */
async function publishAsModerator(reviewId: number): Promise<void> {
  const key = 'moderation-key-for-tests-0123456789abcdef';
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}/moderation/reviews/${reviewId}/publish`, { method: 'POST', headers: { authorization: `Bearer ${key}` } }), { ...env, REVIEW_MODERATION_KEY: key }, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
}

async function reviewedProduct(minReviews: number): Promise<{ id: string; n: number; avg: number; count: number }> {
  const row = await env.DB.prepare(
    `SELECT p.id, COUNT(r.id) AS n, p.rating_average AS avg, p.rating_count AS count FROM products p JOIN reviews r ON r.product_id = p.id
      WHERE r.status = 'published' AND p.type = 'item' GROUP BY p.id HAVING n >= ?1 ORDER BY p.id LIMIT 1`,
  )
    .bind(minReviews)
    .first<{ id: string; n: number; avg: number; count: number }>();
  if (!row) throw new Error('no reviewed product in the seed');
  return row;
}

async function unreviewedProduct(): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM products WHERE type = 'item' AND id NOT IN (SELECT product_id FROM reviews) ORDER BY id LIMIT 1").first<{ id: string }>();
  return row!.id;
}

function submission(sku: string, overrides: Record<string, unknown> = {}) {
  return {
    sku,
    review_title: 'Solid pads',
    review_content: 'Quiet and no dust after a month.',
    review_score: 4,
    display_name: 'Sam',
    email: 'sam@example.com',
    product_title: 'Brake pads',
    product_url: '',
    ...overrides,
  };
}

describe('seeded reviews', () => {
  it('cover a good share of listed products and agree with the products rating columns', async () => {
    const share = await env.DB.prepare(
      "SELECT AVG(CASE WHEN id IN (SELECT product_id FROM reviews) THEN 1.0 ELSE 0 END) AS share FROM products WHERE type <> 'variant'",
    ).first<{ share: number }>();
    expect(share!.share).toBeGreaterThan(0.5);
    const mismatched = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM products p WHERE p.type <> 'variant' AND (
         p.rating_count <> (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id AND r.status = 'published')
         OR ABS(p.rating_average - COALESCE((SELECT AVG(score) FROM reviews r WHERE r.product_id = p.id AND r.status = 'published'), 0)) > 0.001)`,
    ).first<{ n: number }>();
    expect(mismatched!.n).toBe(0);
  });
});

describe('POST /yotpoReviews', () => {
  it('answers pages of published reviews, newest first, with paging', async () => {
    const product = await reviewedProduct(3);
    const res = await post('/yotpoReviews', json({ productId: product.id, pageParams: { page: 1, limit: 2 } }));
    expect(res.status).toBe(200);
    const first = (await res.json()) as ReviewsPage;
    expect(first.paging).toEqual({ page: 1, limit: 2, total: product.n, currentPage: 1 });
    expect(first.reviews).toHaveLength(2);
    const review = first.reviews[0]!;
    expect(Object.keys(review).sort()).toEqual(['content', 'created_at', 'id', 'score', 'title', 'user']);
    expect(review.user.display_name).toEqual(expect.any(String));
    expect(first.reviews[0]!.created_at >= first.reviews[1]!.created_at).toBe(true);
    const second = (await (await post('/yotpoReviews', json({ productId: product.id, pageParams: { page: 2, limit: 2 } }))).json()) as ReviewsPage;
    expect(second.paging.currentPage).toBe(2);
    expect(second.reviews.length).toBe(Math.min(2, product.n - 2));
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]!.id);
  });

  it('answers an empty page for a product without reviews or an unknown one', async () => {
    for (const productId of [await unreviewedProduct(), 'NO-SUCH-PRODUCT']) {
      const page = (await (await post('/yotpoReviews', json({ productId, pageParams: { page: 1, limit: 2 } }))).json()) as ReviewsPage;
      expect(page).toEqual({ reviews: [], paging: { page: 1, limit: 2, total: 0, currentPage: 1 } });
    }
  });

  it.each([
    [json({ pageParams: { page: 1, limit: 2 } }), 'productId must be a string'],
    [json({ productId: '', pageParams: { page: 1, limit: 2 } }), 'productId is required'],
    [json({ productId: 'X' }), 'pageParams is missing or invalid'],
    [json({ productId: 'X', pageParams: { page: 0, limit: 2 } }), 'page must be an integer from 1 to 10000'],
    [json({ productId: 'X', pageParams: { page: 1, limit: 51 } }), 'limit must be an integer from 1 to 50'],
    [json({ productId: 'X', pageParams: { page: '1', limit: 2 } }), 'page must be an integer from 1 to 10000'],
    ['{"productId":', 'Request body must be valid JSON'],
    [json([1]), 'Request body must be a JSON object'],
  ])('%s → 400 %s', async (body, message) => {
    const res = await post('/yotpoReviews', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });
});

describe('POST /yotpoReviewsBottomLine', () => {
  it('answers the average, total and distribution of published reviews', async () => {
    const product = await reviewedProduct(3);
    const res = await post('/yotpoReviewsBottomLine', json({ productId: product.id }));
    expect(res.status).toBe(200);
    const line = (await res.json()) as BottomLine;
    expect(line.total_review).toBe(product.n);
    expect(Object.keys(line.star_distribution).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(Object.values(line.star_distribution).reduce((a, b) => a + b, 0)).toBe(product.n);
    const sum = Object.entries(line.star_distribution).reduce((n, [star, count]) => n + Number(star) * count, 0);
    expect(line.average_score).toBeCloseTo(sum / product.n, 3);
    expect(line.average_score).toBeCloseTo(product.avg, 3);
  });

  it('answers zeros for an unknown product, 400 without a product id', async () => {
    const line = (await (await post('/yotpoReviewsBottomLine', json({ productId: 'NOPE' }))).json()) as BottomLine;
    expect(line).toEqual({ average_score: 0, total_review: 0, star_distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    const res = await post('/yotpoReviewsBottomLine', json({}));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message: 'productId must be a string' });
  });
});

describe('POST /yotpoReviewsBottomLines', () => {
  it('answers one bottom line per requested product, in order, zeros for unknown ones', async () => {
    const product = await reviewedProduct(3);
    const variant = await env.DB.prepare(
      "SELECT v.id, v.master_id FROM products v WHERE v.type = 'variant' AND v.master_id IN (SELECT product_id FROM reviews) LIMIT 1",
    ).first<{ id: string; master_id: string }>();
    const res = await post('/yotpoReviewsBottomLines', json({ productIds: [product.id, 'NOPE', variant!.id, product.id] }));
    expect(res.status).toBe(200);
    const { bottomLines } = (await res.json()) as BottomLines;
    expect(bottomLines.map((l) => l.productId)).toEqual([product.id, 'NOPE', variant!.id]);
    expect(bottomLines[0]!.total_review).toBe(product.n);
    expect(bottomLines[1]).toMatchObject({ average_score: 0, total_review: 0 });
    const master = (await (await post('/yotpoReviewsBottomLine', json({ productId: variant!.master_id }))).json()) as BottomLine;
    expect(bottomLines[2]).toEqual({ productId: variant!.id, ...master });
  });

  it.each([
    [json({ productIds: [] }), 'productIds must list 1 to 50 product ids'],
    [json({ productIds: Array.from({ length: 51 }, (_, i) => `P${i}`) }), 'productIds must list 1 to 50 product ids'],
    [json({ productIds: ['A', 7] }), 'productIds must be non-empty strings'],
    [json({}), 'productIds must list 1 to 50 product ids'],
  ])('%s → 400 %s', async (body, message) => {
    const res = await post('/yotpoReviewsBottomLines', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });
});

describe('GET /api/product-reviews', () => {
  it('answers the section data: bottom line and the first page of 2', async () => {
    const product = await reviewedProduct(3);
    const res = await get(`/api/product-reviews?productId=${product.id}`);
    expect(res.status).toBe(200);
    const data = (await res.json()) as ReviewsSectionData;
    expect(data.productId).toBe(product.id);
    expect(data.bottomLine.total_review).toBe(product.n);
    expect(data.firstPage.reviews).toHaveLength(2);
    expect(data.firstPage.paging).toMatchObject({ page: 1, limit: 2, total: product.n });
    expect((await get('/api/product-reviews')).status).toBe(400);
  });
});

describe('POST /publishReview', () => {
  it('stores a review, trimmed, and holds it for a moderator: not listed, not counted (decision 263)', async () => {
    const id = await unreviewedProduct();
    const res = await post('/publishReview', json(submission(id, { review_score: 5, review_title: '  Great fit  ' })));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'pending' });
    expect((await getReviewsForModeration(env.DB, id)).map((r) => [r.title, r.score, r.status])).toEqual([['Great fit', 5, 'pending']]);
    const page = (await (await post('/yotpoReviews', json({ productId: id, pageParams: { page: 1, limit: 2 } }))).json()) as ReviewsPage;
    expect(page.paging.total).toBe(0);
    const product = await env.DB.prepare('SELECT rating_average, rating_count FROM products WHERE id = ?1').bind(id).first();
    expect(product).toEqual({ rating_average: 0, rating_count: 0 });
  });

  it('holds a review with a link for moderation: stored as pending, not shown, not counted', async () => {
    const product = await reviewedProduct(1);
    const res = await post('/publishReview', json(submission(product.id, { review_content: 'Cheaper at www.parts-deals.example' })));
    expect(await res.json()).toEqual({ status: 'pending' });
    const rows = await getReviewsForModeration(env.DB, product.id);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1);
    const line = (await (await post('/yotpoReviewsBottomLine', json({ productId: product.id }))).json()) as BottomLine;
    expect(line.total_review).toBe(product.n);
    const counted = await env.DB.prepare('SELECT rating_count FROM products WHERE id = ?1').bind(product.id).first<{ rating_count: number }>();
    expect(counted!.rating_count).toBe(product.count);
  });

  it('stores markup as plain text and never reflects it as HTML', async () => {
    const id = await unreviewedProduct();
    const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const res = await post('/publishReview', json(submission(id, { review_title: evil, review_content: `Bold <b>${evil}</b>`, display_name: '<i>Eve</i>' })));
    expect(await res.json()).toEqual({ status: 'pending' });
    await publishAsModerator((await getReviewsForModeration(env.DB, id))[0]!.id);
    const api = await get(`/api/product-reviews?productId=${id}`);
    expect(api.headers.get('content-type')).toContain('application/json');
    const data = (await api.json()) as ReviewsSectionData;
    expect(data.firstPage.reviews[0]!.title).toBe(evil);
    // The streamed page data escapes "<", so no tag from a shopper reaches the document.
    const page = await getPage(`/product/${id}`);
    const html = await page.text();
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<img src=x onerror');
  });

  it('refuses an unknown product with 400', async () => {
    const res = await post('/publishReview', json(submission('NO-SUCH-SKU')));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message: 'Unknown product: NO-SUCH-SKU' });
  });

  it.each([
    [{ review_score: 0 }, 'review_score must be an integer from 1 to 5'],
    [{ review_score: 6 }, 'review_score must be an integer from 1 to 5'],
    [{ review_score: 4.5 }, 'review_score must be an integer from 1 to 5'],
    [{ review_title: '   ' }, 'review_title is required'],
    [{ review_title: 'x'.repeat(151) }, 'review_title must be at most 150 characters'],
    [{ review_content: '' }, 'review_content is required'],
    [{ display_name: '' }, 'display_name is required'],
    [{ email: '' }, 'email is required'],
    [{ email: 'sam@example.c' }, 'email must be a valid email address'],
    [{ email: 'sam@example.abcdefg' }, 'email must be a valid email address'],
    [{ sku: '' }, 'sku is required'],
    [{ product_url: 7 }, 'product_url must be a string'],
  ])('%j → 400 %s, nothing stored', async (overrides, message) => {
    const id = await unreviewedProduct();
    const before = (await getReviewsForModeration(env.DB, id)).length;
    const res = await post('/publishReview', json(submission(id, overrides)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
    expect((await getReviewsForModeration(env.DB, id)).length).toBe(before);
  });

  it('refuses cross-site requests with 403', async () => {
    const res = await post('/publishReview', json(submission('X')), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('allows 5 reviews per 10 minutes from one client, then answers 429', async () => {
    expect(PUBLISH_REVIEW_RATE_LIMIT).toMatchObject({ limit: 5, windowSeconds: 600 });
    const id = await unreviewedProduct();
    const ip = { 'cf-connecting-ip': '198.51.100.77' };
    for (let i = 0; i < 5; i++) expect((await post('/publishReview', json(submission(id)), ip)).status).toBe(200);
    const res = await post('/publishReview', json(submission(id, { review_title: 'over the limit' })), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await getReviewsForModeration(env.DB, id)).some((r) => r.title === 'over the limit')).toBe(false);
  });
});
