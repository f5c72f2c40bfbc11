/** SQL of the sign-in throttle (login_throttle, decision 256): one row per bucket. */

/** `CASE` over the attempt number `n` (an SQL expression): the wait after it, the last one repeating. */
function delayCase(n: string, delays: readonly number[]): string {
  const last = delays.length;
  const arms = delays.slice(0, -1).map((ms, i) => `WHEN ${n} = ${i + 1} THEN ${Math.trunc(ms)}`);
  return `CASE WHEN ${n} >= ${last} THEN ${Math.trunc(delays[last - 1] ?? 0)} ${arms.join(' ')} ELSE 0 END`;
}

/**
 * Reserves one attempt in `key`'s bucket, in one statement, when the bucket's wait is over: the
 * attempt counts (as a failure until the caller clears it) and sets when the next may come. Null
 * when the bucket is still waiting: nothing changes. Concurrent callers each get their own count,
 * so a burst cannot check more passwords than the schedule allows.
 */
export async function reserveAttempt(
  db: D1Database,
  key: string,
  now: number,
  schedule: { delays: readonly number[]; streakResetMs: number },
): Promise<{ attempts: number; next_at: number } | null> {
  const n = 'CASE WHEN login_throttle.updated_at <= ?2 - ?3 THEN 1 ELSE login_throttle.attempts + 1 END';
  return db
    .prepare(
      `INSERT INTO login_throttle (key, attempts, next_at, updated_at) VALUES (?1, 1, ?2 + (${delayCase('1', schedule.delays)}), ?2)
       ON CONFLICT (key) DO UPDATE SET
         attempts = ${n},
         next_at = ?2 + (${delayCase(`(${n})`, schedule.delays)}),
         updated_at = ?2
       WHERE login_throttle.next_at <= ?2
       RETURNING attempts, next_at`,
    )
    .bind(key, now, schedule.streakResetMs)
    .first<{ attempts: number; next_at: number }>();
}

/** When the bucket takes its next attempt (epoch ms), 0 when it has none waiting. */
export async function nextAttemptAt(db: D1Database, key: string): Promise<number> {
  return (await db.prepare('SELECT next_at FROM login_throttle WHERE key = ?1').bind(key).first<number>('next_at')) ?? 0;
}

/** A success ends the bucket's streak. */
export function clearBucketStatement(db: D1Database, key: string): D1PreparedStatement {
  return db.prepare('DELETE FROM login_throttle WHERE key = ?1').bind(key);
}

/** A password reset ends the streak of the account's login (the owner proved the mailbox). */
export function clearLoginOfCustomerStatement(db: D1Database, prefix: string, customerId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM login_throttle WHERE key = ?1 || (SELECT login FROM customer_accounts WHERE customer_id = ?2)').bind(prefix, customerId);
}

/** Streaks quiet since before `before` (epoch ms) go. */
export async function deleteQuietBuckets(db: D1Database, before: number): Promise<void> {
  await db.prepare('DELETE FROM login_throttle WHERE updated_at < ?1').bind(before).run();
}
