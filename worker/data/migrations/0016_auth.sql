-- Sign-in (decisions 150–154): password-reset tokens and the SLAS token service. Only hashes of
-- tokens and codes are stored, never the values. Times are epoch milliseconds.

-- Single-use password-reset tokens, valid 30 minutes.
CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  customer_id TEXT NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  CHECK (expires_at > created_at)
);
CREATE INDEX password_reset_tokens_customer ON password_reset_tokens(customer_id);

-- A SLAS token family: one sign-in (guest or registered) and every token refreshed from it.
-- Revoking the family (logout, refresh-token reuse, password change) ends all its tokens.
CREATE TABLE slas_families (
  family_id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  usid TEXT NOT NULL,
  client_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX slas_families_customer ON slas_families(customer_id);

-- Authorization codes (PKCE): single use, a few minutes.
CREATE TABLE slas_auth_codes (
  code_hash TEXT PRIMARY KEY CHECK (length(code_hash) = 64),
  customer_id TEXT NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  usid TEXT NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Opaque refresh tokens: each use spends the token and issues the next of the family.
CREATE TABLE slas_refresh_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  family_id TEXT NOT NULL REFERENCES slas_families(family_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX slas_refresh_tokens_family ON slas_refresh_tokens(family_id);
