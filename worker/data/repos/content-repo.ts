/** SQL for localized content entries (bodies are JSON text; callers parse and validate). */

export interface ContentRow {
  slug: string;
  category: string;
  position: number;
  body: string;
}

const COLUMNS = 'slug, category, position, body';

/** One entry of a kind, or null. */
export function findContentEntry(db: D1Database, kind: string, locale: string, slug: string): Promise<ContentRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM content_entries WHERE kind = ?1 AND locale = ?2 AND slug = ?3`).bind(kind, locale, slug).first<ContentRow>();
}

/** Entries of a kind in their authored order, at most `limit` from `offset`. */
export async function listContentEntries(db: D1Database, kind: string, locale: string, limit: number, offset = 0): Promise<ContentRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM content_entries WHERE kind = ?1 AND locale = ?2 ORDER BY position, slug LIMIT ?3 OFFSET ?4`)
    .bind(kind, locale, limit, offset)
    .all<ContentRow>();
  return results;
}

/** Entries of a kind within one category, in order. */
export async function listContentByCategory(db: D1Database, kind: string, locale: string, category: string, limit: number): Promise<ContentRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM content_entries WHERE kind = ?1 AND locale = ?2 AND category = ?3 ORDER BY position, slug LIMIT ?4`)
    .bind(kind, locale, category, limit)
    .all<ContentRow>();
  return results;
}

/** How many entries of a kind a locale has. */
export async function countContentEntries(db: D1Database, kind: string, locale: string): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM content_entries WHERE kind = ?1 AND locale = ?2').bind(kind, locale).first<{ n: number }>();
  return row?.n ?? 0;
}
