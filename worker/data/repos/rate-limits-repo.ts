/** SQL for fixed-window rate-limit counters (rate_limits). */

export interface WindowCount {
  count: number;
  window_start: number;
}

/**
 * Counts one hit in the window starting at `windowStart` (epoch seconds) and returns the window's
 * count, exactly, in one statement: a newer window resets the count, an older one is ignored.
 */
export async function countHit(db: D1Database, name: string, key: string, windowStart: number, windowSeconds: number): Promise<WindowCount> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (name, key, window_start, expires_at, count) VALUES (?1, ?2, ?3, ?4, 1)
       ON CONFLICT (name, key) DO UPDATE SET
         count = CASE WHEN excluded.window_start > rate_limits.window_start THEN 1 ELSE rate_limits.count + 1 END,
         window_start = MAX(rate_limits.window_start, excluded.window_start),
         expires_at = MAX(rate_limits.expires_at, excluded.expires_at)
       RETURNING count, window_start`,
    )
    .bind(name, key, windowStart, windowStart + windowSeconds)
    .first<WindowCount>();
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** Deletes counters whose window ended before `now` (epoch seconds). */
export async function deleteExpired(db: D1Database, now: number): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE expires_at < ?1').bind(now).run();
}

/** The count of the window starting at `windowStart` without counting a hit (0 when none). */
export async function peekCount(db: D1Database, name: string, key: string, windowStart: number): Promise<number> {
  const row = await db
    .prepare('SELECT count FROM rate_limits WHERE name = ?1 AND key = ?2 AND window_start = ?3')
    .bind(name, key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}
