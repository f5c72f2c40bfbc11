-- Personalization activities (document 2 §7 /activities/{siteId}/{name}): one row per activity,
-- and one row per product the shopper showed interest in (viewed, clicked, added, checked out),
-- so "viewed/bought together" is a join on the shopper's cookie id.
CREATE TABLE reco_activities (
  id INTEGER PRIMARY KEY,
  site_id TEXT NOT NULL,
  name TEXT NOT NULL,
  realm TEXT NOT NULL,
  instance_type TEXT NOT NULL CHECK (instance_type IN ('prd', 'sbx')),
  cookie_id TEXT NOT NULL,
  user_id TEXT,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX reco_activities_created ON reco_activities(created_at);

CREATE TABLE reco_activity_products (
  activity_id INTEGER NOT NULL REFERENCES reco_activities(id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  cookie_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (activity_id, product_id)
);
CREATE INDEX reco_activity_products_product ON reco_activity_products(product_id, site_id, cookie_id);
CREATE INDEX reco_activity_products_cookie ON reco_activity_products(cookie_id, site_id, product_id);
CREATE INDEX reco_activity_products_created ON reco_activity_products(created_at);
