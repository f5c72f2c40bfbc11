/** SQL for the sitemaps: the ids of every indexable page, read in a few whole-table queries. */

export interface SitemapProductRow {
  id: string;
  primary_category_id: string;
}

export interface SitemapContentRow {
  kind: string;
  slug: string;
  /** The entry's own date (updated or published), when it has one. */
  modified: string | null;
}

/** The seed that produced the data (seed_meta 'seed'), or '' before seeding: part of cache keys. */
export async function seedVersion(db: D1Database): Promise<string> {
  const row = await db.prepare("SELECT value FROM seed_meta WHERE key = 'seed'").first<{ value: string }>();
  return row?.value ?? '';
}

/** Products with a page of their own: variants are chosen on their master's page. */
export async function listSitemapProducts(db: D1Database): Promise<SitemapProductRow[]> {
  const { results } = await db.prepare("SELECT id, primary_category_id FROM products WHERE type != 'variant' ORDER BY id").all<SitemapProductRow>();
  return results;
}

/** Base vehicles that fit at least one part (their landing page lists categories). */
export async function listVehiclesWithParts(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT m.id FROM vehicle_models m WHERE EXISTS (SELECT 1 FROM fitments f WHERE f.model_id = m.id) ORDER BY m.id')
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** Content entries that are pages, with their date, in one locale. */
export async function listSitemapContent(db: D1Database, locale: string): Promise<SitemapContentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT kind, slug, COALESCE(json_extract(body, '$.updated'), json_extract(body, '$.published')) AS modified
         FROM content_entries
        WHERE locale = ?1 AND kind IN ('about-us', 'policy', 'faq', 'resource', 'testimonial', 'contact-form')
        ORDER BY kind, position, slug`,
    )
    .bind(locale)
    .all<SitemapContentRow>();
  return results;
}

/** Ids of the stores the store locator shows in one country. */
export async function listSitemapStores(db: D1Database, countryCode: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT id FROM stores WHERE country_code = ?1 AND store_locator_enabled = 1 ORDER BY id')
    .bind(countryCode)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}
