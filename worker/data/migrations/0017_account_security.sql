-- Account security (decisions 256-259). Times are epoch milliseconds.

-- Sign-in throttle (decision 256): one row per bucket (a login without a trusted-device cookie,
-- one trusted device, or one customer's password change). An attempt is reserved here before the
-- password is checked; past the free attempts each one pushes the next further away.
CREATE TABLE login_throttle (
  key TEXT PRIMARY KEY CHECK (length(key) <= 600),
  -- Attempts of the current streak, the one in flight included.
  attempts INTEGER NOT NULL CHECK (attempts >= 0),
  -- No attempt is checked before this time.
  next_at INTEGER NOT NULL,
  -- The last attempt; a streak quiet for a day starts over.
  updated_at INTEGER NOT NULL
);
CREATE INDEX login_throttle_updated ON login_throttle(updated_at);

-- Mails that a stranger can make the store send to an address ("someone tried to register with
-- your e-mail"): the sends of the last day, to cap them per recipient (decision 259).
CREATE TABLE account_mail_sends (
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX account_mail_sends_recipient ON account_mail_sends(kind, recipient, sent_at);
CREATE INDEX account_mail_sends_sent ON account_mail_sends(sent_at);

-- SLAS tokens are bound to the site (channel_id) they were issued for (decision 258). Families
-- from before this column have no site and are refused: those shoppers sign in again.
ALTER TABLE slas_auth_codes ADD COLUMN site_id TEXT NOT NULL DEFAULT '';
ALTER TABLE slas_families ADD COLUMN site_id TEXT NOT NULL DEFAULT '';
