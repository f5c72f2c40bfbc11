/** SQL for product reviews (the embedded reviews source) and the products' rating columns. */

export interface ReviewRow {
  id: number;
  score: number;
  title: string;
  content: string;
  display_name: string;
  created_at: string;
}

export interface ReviewInsert {
  productId: string;
  score: number;
  title: string;
  content: string;
  displayName: string;
  email: string;
  status: 'published' | 'pending';
  locale: string;
  productTitle: string;
  productUrl: string;
}

/**
 * The product reviews are kept under: a variant's master (variants are listed through it), else
 * the product itself; null when no such product exists.
 */
export async function reviewedProductId(db: D1Database, productId: string): Promise<string | null> {
  const row = await db.prepare('SELECT COALESCE(master_id, id) AS id FROM products WHERE id = ?1').bind(productId).first<{ id: string }>();
  return row?.id ?? null;
}

/** For each requested id that names a product: the id its reviews are kept under (see reviewedProductId). */
export async function reviewedProductIds(db: D1Database, productIds: readonly string[]): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT j.value AS requested, COALESCE(p.master_id, p.id) AS reviewed FROM json_each(?1) j JOIN products p ON p.id = j.value')
    .bind(JSON.stringify(productIds))
    .all<{ requested: string; reviewed: string }>();
  return new Map(results.map((r) => [r.requested, r.reviewed]));
}

/** Published review counts per product and score, for several products at once. */
export async function getScoreCountsForProducts(db: D1Database, productIds: readonly string[]): Promise<{ product_id: string; score: number; n: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT r.product_id, r.score, COUNT(*) AS n FROM json_each(?1) j
         JOIN reviews r ON r.product_id = j.value AND r.status = 'published'
        GROUP BY r.product_id, r.score`,
    )
    .bind(JSON.stringify(productIds))
    .all<{ product_id: string; score: number; n: number }>();
  return results;
}

/** One page of a product's published reviews, newest first. */
export async function getPublishedReviews(db: D1Database, productId: string, offset: number, limit: number): Promise<ReviewRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, score, title, content, display_name, created_at FROM reviews
        WHERE product_id = ?1 AND status = 'published'
        ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(productId, limit, offset)
    .all<ReviewRow>();
  return results;
}

/** Published review counts of a product per score (scores without reviews are absent). */
export async function getScoreCounts(db: D1Database, productId: string): Promise<{ score: number; n: number }[]> {
  const { results } = await db
    .prepare("SELECT score, COUNT(*) AS n FROM reviews WHERE product_id = ?1 AND status = 'published' GROUP BY score")
    .bind(productId)
    .all<{ score: number; n: number }>();
  return results;
}

/**
 * Refreshes a product's (and its variants') rating columns from its published reviews, so cards
 * and sorting follow the reviews. Run it in the batch that changes the reviews.
 */
function ratingRefreshStatement(db: D1Database, productId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE products SET
         rating_count = (SELECT COUNT(*) FROM reviews WHERE product_id = ?1 AND status = 'published'),
         rating_average = COALESCE((SELECT ROUND(AVG(score), 3) FROM reviews WHERE product_id = ?1 AND status = 'published'), 0)
       WHERE id = ?1 OR master_id = ?1`,
    )
    .bind(productId);
}

/**
 * Stores a review. A published one also refreshes the product's (and its variants') rating
 * columns in the same transaction, so cards and sorting follow the reviews.
 */
export async function insertReview(db: D1Database, review: ReviewInsert): Promise<void> {
  const insert = db
    .prepare(
      `INSERT INTO reviews (product_id, score, title, content, display_name, email, status, locale, product_title, product_url)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
    )
    .bind(review.productId, review.score, review.title, review.content, review.displayName, review.email, review.status, review.locale, review.productTitle, review.productUrl);
  if (review.status !== 'published') {
    await insert.run();
    return;
  }
  await db.batch([insert, ratingRefreshStatement(db, review.productId)]);
}

/** Whether a product has a review (any status) from this e-mail address, in any letter case. */
export async function hasReviewFrom(db: D1Database, productId: string, email: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM reviews WHERE product_id = ?1 AND email = ?2 COLLATE NOCASE LIMIT 1').bind(productId, email).first();
  return row !== null;
}

export interface PendingReviewRow extends ReviewRow {
  product_id: string;
  email: string;
  locale: string;
}

/** The moderation queue: pending reviews, oldest first. */
export async function listPendingReviews(db: D1Database, limit: number): Promise<PendingReviewRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, product_id, score, title, content, display_name, email, locale, created_at FROM reviews
        WHERE status = 'pending' ORDER BY created_at, id LIMIT ?1`,
    )
    .bind(limit)
    .all<PendingReviewRow>();
  return results;
}

/** Publishes a pending review and refreshes its product's rating in one batch; the product id, or null when there is no such pending review. */
export async function publishPendingReview(db: D1Database, reviewId: number): Promise<string | null> {
  const row = await db.prepare("SELECT product_id FROM reviews WHERE id = ?1 AND status = 'pending'").bind(reviewId).first<{ product_id: string }>();
  if (!row) return null;
  await db.batch([db.prepare("UPDATE reviews SET status = 'published' WHERE id = ?1 AND status = 'pending'").bind(reviewId), ratingRefreshStatement(db, row.product_id)]);
  return row.product_id;
}

/** Deletes a review (pending or published) and refreshes its product's rating in one batch; the product id, or null when there is none. */
export async function deleteReview(db: D1Database, reviewId: number): Promise<string | null> {
  const row = await db.prepare('SELECT product_id FROM reviews WHERE id = ?1').bind(reviewId).first<{ product_id: string }>();
  if (!row) return null;
  await db.batch([db.prepare('DELETE FROM reviews WHERE id = ?1').bind(reviewId), ratingRefreshStatement(db, row.product_id)]);
  return row.product_id;
}

/** A product's reviews in any status (moderation and tests). */
export async function getReviewsForModeration(db: D1Database, productId: string): Promise<(ReviewRow & { status: string; email: string })[]> {
  const { results } = await db
    .prepare('SELECT id, score, title, content, display_name, created_at, status, email FROM reviews WHERE product_id = ?1 ORDER BY id')
    .bind(productId)
    .all<ReviewRow & { status: string; email: string }>();
  return results;
}
