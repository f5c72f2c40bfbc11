/** SQL of the SLAS token service: token families, authorization codes, rotating refresh tokens. */

export interface FamilyRow {
  family_id: string;
  customer_id: string;
  usid: string;
  client_id: string;
  /** The site (channel_id) the family was issued for; '' for families from before sites were bound. */
  site_id: string;
  /** The first issue: the family's absolute lifetime counts from here. */
  created_at: number;
  revoked_at: number | null;
  customer_type: 'guest' | 'registered';
  email: string | null;
}

export function insertFamilyStatement(db: D1Database, f: { familyId: string; customerId: string; usid: string; clientId: string; siteId: string; now: number }): D1PreparedStatement {
  return db
    .prepare('INSERT INTO slas_families (family_id, customer_id, usid, client_id, site_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(f.familyId, f.customerId, f.usid, f.clientId, f.siteId, f.now);
}

export async function findFamily(db: D1Database, familyId: string): Promise<FamilyRow | null> {
  return db
    .prepare(
      `SELECT f.family_id, f.customer_id, f.usid, f.client_id, f.site_id, f.created_at, f.revoked_at, c.type AS customer_type, c.email
         FROM slas_families f JOIN customers c ON c.customer_id = f.customer_id WHERE f.family_id = ?1`,
    )
    .bind(familyId)
    .first<FamilyRow>();
}

export function revokeFamilyStatement(db: D1Database, familyId: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE slas_families SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL').bind(familyId, now);
}

/** Every token family of a customer ends (password change or reset). */
export function revokeCustomerFamiliesStatement(db: D1Database, customerId: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE slas_families SET revoked_at = ?2 WHERE customer_id = ?1 AND revoked_at IS NULL').bind(customerId, now);
}

export function insertCodeStatement(
  db: D1Database,
  c: { codeHash: string; customerId: string; usid: string; clientId: string; siteId: string; redirectUri: string; codeChallenge: string; now: number; expiresAt: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO slas_auth_codes (code_hash, customer_id, usid, client_id, site_id, redirect_uri, code_challenge, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(c.codeHash, c.customerId, c.usid, c.clientId, c.siteId, c.redirectUri, c.codeChallenge, c.now, c.expiresAt);
}

export interface CodeRow {
  customer_id: string;
  usid: string;
  client_id: string;
  site_id: string;
  redirect_uri: string;
  code_challenge: string;
}

/** Spends a live code (single use) and returns it; null when unknown, spent or expired. */
export async function consumeCode(db: D1Database, codeHash: string, now: number): Promise<CodeRow | null> {
  return db
    .prepare(
      `UPDATE slas_auth_codes SET used_at = ?2 WHERE code_hash = ?1 AND used_at IS NULL AND expires_at > ?2
       RETURNING customer_id, usid, client_id, site_id, redirect_uri, code_challenge`,
    )
    .bind(codeHash, now)
    .first<CodeRow>();
}

export function insertRefreshStatement(db: D1Database, r: { tokenHash: string; familyId: string; now: number; expiresAt: number }): D1PreparedStatement {
  return db
    .prepare('INSERT INTO slas_refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(r.tokenHash, r.familyId, r.now, r.expiresAt);
}

export interface RefreshRow {
  family_id: string;
  expires_at: number;
  used_at: number | null;
}

export async function findRefresh(db: D1Database, tokenHash: string): Promise<RefreshRow | null> {
  return db.prepare('SELECT family_id, expires_at, used_at FROM slas_refresh_tokens WHERE token_hash = ?1').bind(tokenHash).first<RefreshRow>();
}

/** Spends a refresh token; false when it was already spent (a concurrent or replayed use). */
export async function spendRefresh(db: D1Database, tokenHash: string, now: number): Promise<boolean> {
  const result = await db.prepare('UPDATE slas_refresh_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL').bind(tokenHash, now).run();
  return result.meta.changes > 0;
}
