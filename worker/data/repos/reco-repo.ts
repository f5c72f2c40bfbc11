/** SQL of the recommendation engine: recorded activities and candidate products. Returns rows. */

export interface RecoAnchorRow {
  id: string;
  primary_category_id: string;
  parent_category_id: string | null;
}

export interface NewActivity {
  siteId: string;
  name: string;
  realm: string;
  instanceType: 'prd' | 'sbx';
  cookieId: string;
  userId: string | null;
  payload: string;
  /** Products the shopper showed interest in (empty for impressions and page views). */
  productIds: readonly string[];
  createdAt: number;
}

/** Records one activity and its products in one transaction. */
export async function insertActivity(db: D1Database, activity: NewActivity): Promise<void> {
  const statements = [
    db
      .prepare('INSERT INTO reco_activities (site_id, name, realm, instance_type, cookie_id, user_id, payload, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)')
      .bind(activity.siteId, activity.name, activity.realm, activity.instanceType, activity.cookieId, activity.userId, activity.payload, activity.createdAt),
  ];
  if (activity.productIds.length) {
    // Same connection inside the batch, so last_insert_rowid() is the activity just written.
    statements.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO reco_activity_products (activity_id, site_id, cookie_id, product_id, created_at)
           SELECT last_insert_rowid(), ?1, ?2, value, ?3 FROM (SELECT DISTINCT value FROM json_each(?4))`,
        )
        .bind(activity.siteId, activity.cookieId, activity.createdAt, JSON.stringify(activity.productIds)),
    );
  }
  await db.batch(statements);
}

/** Deletes activities recorded before `before` (epoch ms), with their product rows. */
export async function deleteActivitiesBefore(db: D1Database, before: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM reco_activity_products WHERE created_at < ?1').bind(before),
    db.prepare('DELETE FROM reco_activities WHERE created_at < ?1').bind(before),
  ]);
}

/** Activities recorded for a cookie id (tests, support). */
export async function listActivities(db: D1Database, cookieId: string): Promise<{ name: string; site_id: string; payload: string; user_id: string | null }[]> {
  const { results } = await db
    .prepare('SELECT name, site_id, payload, user_id FROM reco_activities WHERE cookie_id = ?1 ORDER BY id')
    .bind(cookieId)
    .all<{ name: string; site_id: string; payload: string; user_id: string | null }>();
  return results;
}

/** The anchor products' ids and categories (variants answer for their own category). */
export async function getAnchors(db: D1Database, ids: readonly string[]): Promise<RecoAnchorRow[]> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare(
      `SELECT p.id, p.primary_category_id, c.parent_id AS parent_category_id
         FROM json_each(?1) j JOIN products p ON p.id = j.value JOIN categories c ON c.id = p.primary_category_id`,
    )
    .bind(JSON.stringify(ids))
    .all<RecoAnchorRow>();
  return results;
}

// Candidates are sellable cards: no variants (their master is the card), and, with a vehicle, only
// universal parts or parts with a fitment row for it (so the fitment rule has enough to keep).
const FITS = `(?M IS NULL OR p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.model_id = ?M AND f.product_id = p.id))`;
const CARD = `p.type IN ('item', 'master', 'set', 'bundle')`;

function fits(sql: string, modelIndex: number): string {
  return sql.replaceAll('?M', `?${modelIndex}`);
}

/**
 * Products other shoppers showed interest in together with any of `anchorIds` (same site, same
 * cookie id), the most shoppers first, recorded since `since` (epoch ms).
 */
export async function coActivityIds(db: D1Database, options: { siteId: string; anchorIds: readonly string[]; modelId: string | null; since: number; limit: number }): Promise<string[]> {
  if (!options.anchorIds.length) return [];
  const { results } = await db
    .prepare(
      fits(
        `SELECT o.product_id AS id, COUNT(DISTINCT o.cookie_id) AS shoppers
           FROM reco_activity_products a
           JOIN reco_activity_products o ON o.cookie_id = a.cookie_id AND o.site_id = a.site_id
           JOIN products p ON p.id = o.product_id
          WHERE a.product_id IN (SELECT value FROM json_each(?1)) AND a.site_id = ?2 AND a.created_at >= ?4 AND o.created_at >= ?4
            AND o.product_id NOT IN (SELECT value FROM json_each(?1)) AND ${CARD} AND ${FITS}
          GROUP BY o.product_id ORDER BY shoppers DESC, o.product_id LIMIT ?5`,
        3,
      ),
    )
    .bind(JSON.stringify(options.anchorIds), options.siteId, options.modelId, options.since, options.limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** Best sellers (units sold) of the given categories, optionally for a vehicle, excluding some ids. */
export async function categoryBestSellerIds(db: D1Database, options: { categoryIds: readonly string[]; modelId: string | null; excludeIds: readonly string[]; limit: number }): Promise<string[]> {
  if (!options.categoryIds.length) return [];
  const { results } = await db
    .prepare(
      fits(
        `SELECT p.id FROM products p
          WHERE p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (SELECT value FROM json_each(?1)))
            AND p.id NOT IN (SELECT value FROM json_each(?2)) AND ${CARD} AND ${FITS}
          ORDER BY p.units_sold DESC, p.id LIMIT ?4`,
        3,
      ),
    )
    .bind(JSON.stringify(options.categoryIds), JSON.stringify(options.excludeIds), options.modelId, options.limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** Best sellers of the whole catalog, optionally for a vehicle. */
export async function topSellerIds(db: D1Database, options: { modelId: string | null; excludeIds: readonly string[]; limit: number }): Promise<string[]> {
  const { results } = await db
    .prepare(fits(`SELECT p.id FROM products p WHERE p.id NOT IN (SELECT value FROM json_each(?1)) AND ${CARD} AND ${FITS} ORDER BY p.units_sold DESC, p.id LIMIT ?3`, 2))
    .bind(JSON.stringify(options.excludeIds), options.modelId, options.limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}
