-- Orders, their lines and shipments, payments, the test payment provider's vault, the e-mail outbox.
-- Money is integer minor units. Times are epoch milliseconds. Addresses are JSON text.

-- An order: the basket at the moment it was placed, with its totals frozen (decision 134).
CREATE TABLE orders (
  order_no TEXT PRIMARY KEY CHECK (length(order_no) = 12),
  site_id TEXT NOT NULL CHECK (site_id IN ('axle-us', 'axle-ca')),
  locale TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('CAD', 'USD')),
  -- The basket it came from and its shopper (guest now); a basket becomes at most one live order.
  basket_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  customer_email TEXT NOT NULL CHECK (length(customer_email) BETWEEN 3 AND 254),
  -- SHA-256 of the confirmation cookie: only the browser that placed the order sees its confirmation.
  access_hash TEXT NOT NULL CHECK (length(access_hash) = 64),
  status TEXT NOT NULL CHECK (status IN ('new', 'cancelled')),
  payment_status TEXT NOT NULL CHECK (payment_status IN ('authorized', 'captured', 'voided')),
  product_subtotal INTEGER NOT NULL CHECK (product_subtotal >= 0),
  shipping_total INTEGER NOT NULL CHECK (shipping_total >= 0),
  tax_total INTEGER NOT NULL CHECK (tax_total >= 0),
  order_total INTEGER NOT NULL CHECK (order_total = product_subtotal + shipping_total + tax_total),
  -- JSON list of {kind, pcm, amount, stateCode}.
  taxes TEXT NOT NULL CHECK (json_valid(taxes)),
  billing_address TEXT NOT NULL CHECK (json_valid(billing_address)),
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX orders_live_basket ON orders(basket_id) WHERE status <> 'cancelled';
CREATE INDEX orders_customer ON orders(customer_id, created_at);

CREATE TABLE order_shipments (
  order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  shipment_id TEXT NOT NULL,
  shipment_type TEXT NOT NULL CHECK (shipment_type IN ('delivery', 'pickup')),
  shipping_method TEXT NOT NULL,
  from_store_id TEXT,
  shipping_address TEXT CHECK (shipping_address IS NULL OR json_valid(shipping_address)),
  shipping_total INTEGER NOT NULL CHECK (shipping_total >= 0),
  CHECK (shipment_type = 'pickup' OR shipping_address IS NOT NULL),
  CHECK (shipment_type = 'delivery' OR from_store_id IS NOT NULL),
  PRIMARY KEY (order_no, shipment_id)
);

CREATE TABLE order_items (
  order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  item_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  shipment_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
  -- Where the stock was taken from: online-ca / online-us or a store's inventory list.
  inventory_location TEXT NOT NULL,
  is_from_set INTEGER NOT NULL DEFAULT 0 CHECK (is_from_set IN (0, 1)),
  vehicle_details TEXT CHECK (vehicle_details IS NULL OR json_valid(vehicle_details)),
  PRIMARY KEY (order_no, item_id),
  FOREIGN KEY (order_no, shipment_id) REFERENCES order_shipments(order_no, shipment_id)
);

-- Our record of a payment: only the provider's token, amount and state; never card data.
CREATE TABLE payments (
  payment_id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL CHECK (currency IN ('CAD', 'USD')),
  status TEXT NOT NULL CHECK (status IN ('authorized', 'captured', 'voided')),
  updated_at INTEGER NOT NULL
);
CREATE INDEX payments_order ON payments(order_no);

-- Stock guard of order placement: one row per line whose stock is short is inserted before the
-- conditional decrements; this CHECK rejects it, so the whole order batch rolls back (decision 135).
-- Never holds rows.
CREATE TABLE order_stock_guard (
  product_id TEXT,
  CONSTRAINT insufficient_stock CHECK (product_id IS NULL)
);

-- The embedded test payment provider's own tables (it stands for an outside service: our
-- orders never read them). Card numbers are never stored: only brand, last four and the outcome
-- of the test card.
CREATE TABLE test_pay_orders (
  id TEXT PRIMARY KEY,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL,
  intent TEXT NOT NULL CHECK (intent IN ('capture', 'authorize')),
  reference TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('created', 'approved', 'declined', 'captured', 'voided')),
  card_token TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE test_pay_cards (
  token TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL CHECK (length(last4) = 4),
  outcome TEXT NOT NULL CHECK (outcome IN ('approve', 'decline', 'error')),
  created_at INTEGER NOT NULL
);

-- Outgoing e-mail (the default e-mail port): written with the order, read by a sender or the
-- development mailbox.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT NOT NULL,
  reference TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX outbox_created ON outbox(created_at);
