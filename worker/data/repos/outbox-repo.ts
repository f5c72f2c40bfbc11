/** SQL of the e-mail outbox. */

export interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  reference: string | null;
  created_at: number;
  sent_at: number | null;
}

export function insertOutboxStatement(
  db: D1Database,
  message: { kind: string; to: string; subject: string; text: string; html?: string; reference?: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (kind, to_address, subject, body_text, body_html, reference, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
    .bind(message.kind, message.to, message.subject, message.text, message.html ?? '', message.reference ?? null, now);
}

/** Newest messages first. */
export async function listOutbox(db: D1Database, limit: number): Promise<OutboxRow[]> {
  const { results } = await db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?1').bind(limit).all<OutboxRow>();
  return results;
}

export async function findOutboxMessage(db: D1Database, id: number): Promise<OutboxRow | null> {
  return db.prepare('SELECT * FROM outbox WHERE id = ?1').bind(id).first<OutboxRow>();
}
