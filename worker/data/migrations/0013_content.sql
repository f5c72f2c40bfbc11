-- Localized content entries (document 1 §1, §7 content queries), seeded from worker/data/content/.
-- One row per entry and locale; body is the entry as JSON (rich text included, never HTML).
CREATE TABLE content_entries (
  kind TEXT NOT NULL,            -- header, footer, hero, page, policy, faq, resource, testimonial, …
  locale TEXT NOT NULL,          -- en-US, en-CA, fr-CA, es-US
  slug TEXT NOT NULL,            -- entry id within its kind (policy slug, faq category/id, list name…)
  category TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  body TEXT NOT NULL CHECK (json_valid(body)),
  PRIMARY KEY (kind, locale, slug)
) WITHOUT ROWID;

CREATE INDEX content_entries_by_category ON content_entries (kind, locale, category, position);
CREATE INDEX content_entries_by_position ON content_entries (kind, locale, position);

-- Messages sent through the contact form (document 1 §3 Contact message).
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  sent_date TEXT NOT NULL,       -- as the shopper's browser reported it
  created_at TEXT NOT NULL       -- server time, ISO 8601
);
