-- Shoppers, their sessions and baskets (document 1 §3 Customer, Basket, Basket item, Shipment).
-- Money is integer minor units. Times are epoch milliseconds.

-- A shopper: guests now; registered accounts extend the same row (type, email).
CREATE TABLE customers (
  customer_id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('guest', 'registered')),
  email TEXT,
  created_at INTEGER NOT NULL
);

-- A shopper session: only the SHA-256 of the cookie value is stored (decision 100).
CREATE TABLE shopper_sessions (
  id_hash TEXT PRIMARY KEY CHECK (length(id_hash) = 64),
  customer_id TEXT NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  -- Absolute end of the session, whatever its activity.
  expires_at INTEGER NOT NULL,
  CHECK (last_seen_at >= created_at AND expires_at > created_at)
);
CREATE INDEX shopper_sessions_customer ON shopper_sessions(customer_id);

-- One basket per shopper and site (document 1 §3: only the first basket is used).
CREATE TABLE baskets (
  basket_id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  site_id TEXT NOT NULL CHECK (site_id IN ('axle-us', 'axle-ca')),
  currency TEXT NOT NULL CHECK (currency IN ('CAD', 'USD')),
  email TEXT CHECK (email IS NULL OR length(email) <= 254),
  -- Null until checkout computes them.
  shipping_total_minor INTEGER CHECK (shipping_total_minor >= 0),
  tax_total_minor INTEGER CHECK (tax_total_minor >= 0),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX baskets_customer_site ON baskets(customer_id, site_id);

-- Shipment types are only delivery and pickup; a pickup shipment names its store.
CREATE TABLE shipments (
  basket_id TEXT NOT NULL REFERENCES baskets(basket_id) ON DELETE CASCADE,
  shipment_id TEXT NOT NULL CHECK (length(shipment_id) BETWEEN 1 AND 64),
  shipment_type TEXT NOT NULL CHECK (shipment_type IN ('delivery', 'pickup')),
  shipping_method TEXT,
  from_store_id TEXT,
  -- JSON text of the address (document 1 §3 c_shippingAddress); null until checkout.
  shipping_address TEXT CHECK (shipping_address IS NULL OR json_valid(shipping_address)),
  created_at INTEGER NOT NULL,
  CHECK (shipment_type = 'pickup' OR from_store_id IS NULL),
  PRIMARY KEY (basket_id, shipment_id)
);

-- One line per product and shipment; adding the same product again raises its quantity.
CREATE TABLE basket_items (
  item_id TEXT PRIMARY KEY,
  basket_id TEXT NOT NULL REFERENCES baskets(basket_id) ON DELETE CASCADE,
  shipment_id TEXT NOT NULL,
  product_id TEXT NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  -- Unit price the shopper pays (tier price included), priced by the engine, never by the caller.
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  is_from_set INTEGER NOT NULL DEFAULT 0 CHECK (is_from_set IN (0, 1)),
  -- c_vehicleDetails: JSON text (vehicleID, year, make, model, isFit, fitment labels) or null.
  vehicle_details TEXT CHECK (vehicle_details IS NULL OR json_valid(vehicle_details)),
  created_at INTEGER NOT NULL,
  FOREIGN KEY (basket_id, shipment_id) REFERENCES shipments(basket_id, shipment_id) ON UPDATE CASCADE,
  UNIQUE (basket_id, shipment_id, product_id, is_from_set)
);
CREATE INDEX basket_items_basket ON basket_items(basket_id, created_at);

-- Stock guard: the last statement of a basket write inserts one row per line over its stock limit,
-- which this CHECK rejects, so the whole D1 batch rolls back (decision 103). Never holds rows.
CREATE TABLE basket_stock_guard (
  product_id TEXT,
  CONSTRAINT quantity_exceeds_available_stock CHECK (product_id IS NULL)
);
