-- Newsletter sign-ups (document 1 §3 Newsletter sign-up: email, locale).
-- One row per e-mail and site: signing up again is a no-op, whatever the letter case.
CREATE TABLE newsletter_signups (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX newsletter_signups_email_site ON newsletter_signups(email COLLATE NOCASE, site_id);
