/** SQL for the e-mail outbox (one row per message waiting to be sent). */

export interface OutboxRow {
  toAddress: string;
  subject: string;
  bodyText: string;
  createdAt: string;
  kind: string;
}

/** The statement queuing one e-mail. */
export function insertOutboxEmail(db: D1Database, e: OutboxRow): D1PreparedStatement {
  return db
    .prepare('INSERT INTO email_outbox (to_address, subject, body_text, created_at, kind) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(e.toAddress, e.subject, e.bodyText, e.createdAt, e.kind);
}
