/** SQL for the bundled postal centroids (address autocomplete). */

export interface PostalRow {
  code: string;
  country: string;
  region: string;
}

/** Postal areas of a country whose code starts with a prefix, in code order. */
export async function findPostalByPrefix(db: D1Database, country: string, prefix: string, limit: number): Promise<PostalRow[]> {
  // Range on the primary key instead of LIKE, so the index is used: prefix ≤ code < prefix + U+FFFF.
  const { results } = await db
    .prepare('SELECT code, country, region FROM postal_centroids WHERE code >= ?1 AND code < ?2 AND country = ?3 ORDER BY code LIMIT ?4')
    .bind(prefix, `${prefix}\uffff`, country, limit)
    .all<PostalRow>();
  return results;
}
