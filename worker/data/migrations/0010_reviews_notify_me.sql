-- Product reviews (document 2 §3 Review, Review submission) and back-in-stock requests
-- (document 2 §3 Notify-me payload).

-- One row per review. Only 'published' rows are shown and counted; a submission that contains a
-- link waits as 'pending' for moderation (docs/decisions/081-review-moderation.md). Text is stored
-- as the shopper typed it and only ever rendered as text.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id),
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  display_name TEXT NOT NULL,
  email TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending')),
  locale TEXT NOT NULL,
  product_title TEXT,
  product_url TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- The review list (newest first) and the bottom line of one product read only this index.
CREATE INDEX reviews_product_status_created ON reviews(product_id, status, created_at DESC, id DESC);
-- The moderation queue.
CREATE INDEX reviews_pending ON reviews(created_at) WHERE status = 'pending';

-- "Notify me when back in stock": one row per product and e-mail address (any letter case).
-- No foreign key: a request outlives a catalogue re-import of its product.
CREATE TABLE notify_me_requests (
  id INTEGER PRIMARY KEY,
  product_id TEXT NOT NULL,
  email TEXT NOT NULL,
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  notified_at TEXT
);
CREATE UNIQUE INDEX notify_me_product_email ON notify_me_requests(product_id, email COLLATE NOCASE);
