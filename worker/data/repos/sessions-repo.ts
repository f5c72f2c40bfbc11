/** SQL for shoppers (customers) and their sessions. Returns rows; the session middleware shapes them. */

export interface SessionRow {
  id_hash: string;
  customer_id: string;
  customer_type: 'guest' | 'registered';
  email: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** The live session of a hashed id: not past its absolute end nor idle since `idleSince`. */
export async function findLiveSession(db: D1Database, idHash: string, now: number, idleSince: number): Promise<SessionRow | null> {
  return db
    .prepare(
      `SELECT s.id_hash, s.customer_id, c.type AS customer_type, c.email, s.created_at, s.last_seen_at, s.expires_at
         FROM shopper_sessions s JOIN customers c ON c.customer_id = s.customer_id
        WHERE s.id_hash = ?1 AND s.expires_at > ?2 AND s.last_seen_at > ?3`,
    )
    .bind(idHash, now, idleSince)
    .first<SessionRow>();
}

/** A new guest customer and its session, in one batch. */
export async function insertGuestSession(db: D1Database, input: { idHash: string; customerId: string; now: number; expiresAt: number }): Promise<void> {
  await db.batch([
    db.prepare("INSERT INTO customers (customer_id, type, email, created_at) VALUES (?1, 'guest', NULL, ?2)").bind(input.customerId, input.now),
    db
      .prepare('INSERT INTO shopper_sessions (id_hash, customer_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)')
      .bind(input.idHash, input.customerId, input.now, input.expiresAt),
  ]);
}

/** Records activity (the idle clock restarts). */
export async function touchSession(db: D1Database, idHash: string, now: number): Promise<void> {
  await db.prepare('UPDATE shopper_sessions SET last_seen_at = ?2 WHERE id_hash = ?1 AND last_seen_at < ?2').bind(idHash, now).run();
}

/** Ends a session (sign-out, or a new session after an order). */
export async function deleteSession(db: D1Database, idHash: string): Promise<void> {
  await db.prepare('DELETE FROM shopper_sessions WHERE id_hash = ?1').bind(idHash).run();
}

/** A new session of an existing customer (sign-in, rotation). */
export function insertSessionStatement(db: D1Database, input: { idHash: string; customerId: string; now: number; expiresAt: number }): D1PreparedStatement {
  return db
    .prepare('INSERT INTO shopper_sessions (id_hash, customer_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)')
    .bind(input.idHash, input.customerId, input.now, input.expiresAt);
}

export function deleteSessionStatement(db: D1Database, idHash: string): D1PreparedStatement {
  return db.prepare('DELETE FROM shopper_sessions WHERE id_hash = ?1').bind(idHash);
}

/** Ends every session of a customer but one (password change keeps the rotated current one). */
export function deleteCustomerSessionsStatement(db: D1Database, customerId: string, exceptIdHash: string | null = null): D1PreparedStatement {
  return db.prepare('DELETE FROM shopper_sessions WHERE customer_id = ?1 AND id_hash IS NOT ?2').bind(customerId, exceptIdHash);
}

/** A guest customer without a cookie session (a SLAS guest: its token is the credential). */
export async function insertGuestCustomer(db: D1Database, customerId: string, now: number): Promise<void> {
  await db.prepare("INSERT INTO customers (customer_id, type, email, created_at) VALUES (?1, 'guest', NULL, ?2)").bind(customerId, now).run();
}

export async function findCustomerType(db: D1Database, customerId: string): Promise<'guest' | 'registered' | null> {
  return db.prepare('SELECT type FROM customers WHERE customer_id = ?1').bind(customerId).first<'guest' | 'registered'>('type');
}
