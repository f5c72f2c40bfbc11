/** SQL for messages sent through the contact form. */

export interface ContactMessageRow {
  siteId: string;
  locale: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  sentDate: string;
  createdAt: string;
}

/** The statement storing one message (run in a batch with its outbox e-mail). */
export function insertContactMessage(db: D1Database, m: ContactMessageRow): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO contact_messages (site_id, locale, first_name, last_name, email, subject, message, sent_date, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
    )
    .bind(m.siteId, m.locale, m.firstName, m.lastName, m.email, m.subject, m.message, m.sentDate, m.createdAt);
}
