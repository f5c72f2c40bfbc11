/** SQL of the per-recipient cap on mails a stranger can trigger (account_mail_sends, decision 259). */

/**
 * Records one send of `kind` to `recipient` when fewer than `limit` went out in the `windowMs`
 * before `now`, in one statement (concurrent callers cannot both take the last place). True when
 * the send may go.
 */
export async function reserveMailSend(db: D1Database, kind: string, recipient: string, now: number, limit: number, windowMs: number): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO account_mail_sends (kind, recipient, sent_at)
       SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM account_mail_sends WHERE kind = ?1 AND recipient = ?2 AND sent_at > ?3 - ?4) < ?5
       RETURNING sent_at`,
    )
    .bind(kind, recipient, now, windowMs, limit)
    .first<{ sent_at: number }>();
  return row !== null;
}

/** Sends older than the window no longer count: they go. */
export function deleteOldMailSendsStatement(db: D1Database, before: number): D1PreparedStatement {
  return db.prepare('DELETE FROM account_mail_sends WHERE sent_at <= ?1').bind(before);
}
