/** SQL of single-use password-reset tokens (stored as SHA-256 hashes). */

export function insertResetTokenStatement(db: D1Database, input: { tokenHash: string; customerId: string; now: number; expiresAt: number }): D1PreparedStatement {
  return db
    .prepare('INSERT INTO password_reset_tokens (token_hash, customer_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(input.tokenHash, input.customerId, input.now, input.expiresAt);
}

/** Removes tokens that can no longer be used (keeps the table small; runs with every request). */
export function deleteDeadResetTokensStatement(db: D1Database, now: number): D1PreparedStatement {
  return db.prepare('DELETE FROM password_reset_tokens WHERE expires_at < ?1').bind(now - 24 * 3600 * 1000);
}

/** The customer of a live (unused, unexpired) token, for building the confirm batch. */
const LIVE_CUSTOMER = '(SELECT customer_id FROM password_reset_tokens WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2)';

/**
 * Spends a token and sets the new password in one transaction: the password changes, every
 * session and SLAS token family of the customer ends, and every open token of the customer is
 * spent. The first statement's change count says whether the token was live.
 */
export function consumeResetTokenStatements(db: D1Database, tokenHash: string, passwordHash: string, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(`UPDATE customer_accounts SET password_hash = ?3, password_changed_at = ?2, updated_at = ?2 WHERE customer_id = ${LIVE_CUSTOMER} RETURNING customer_id`)
      .bind(tokenHash, now, passwordHash),
    db.prepare(`DELETE FROM shopper_sessions WHERE customer_id = ${LIVE_CUSTOMER}`).bind(tokenHash, now),
    db.prepare(`UPDATE slas_families SET revoked_at = ?2 WHERE revoked_at IS NULL AND customer_id = ${LIVE_CUSTOMER}`).bind(tokenHash, now),
    db.prepare(`UPDATE password_reset_tokens SET used_at = ?2 WHERE used_at IS NULL AND customer_id = ${LIVE_CUSTOMER}`).bind(tokenHash, now),
  ];
}
