/** SQL for newsletter sign-ups. */

/**
 * Records a sign-up once per e-mail (any letter case) and site; a repeat is a no-op.
 * Returns whether a new row was written.
 */
export async function insertNewsletterSignup(db: D1Database, email: string, siteId: string, locale: string): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO newsletter_signups (email, site_id, locale) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING')
    .bind(email, siteId, locale)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** How many sign-ups exist for an e-mail (any letter case) on a site. */
export async function countNewsletterSignups(db: D1Database, email: string, siteId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM newsletter_signups WHERE email = ?1 COLLATE NOCASE AND site_id = ?2')
    .bind(email, siteId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
