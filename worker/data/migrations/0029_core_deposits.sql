-- Core deposits (issue 30, decisions 284-286): the refundable deposit a remanufacturable part
-- (starter, alternator, battery, caliper...) carries, per site currency, and the deposits an order
-- charged. An order's total now includes its deposits, so the orders table is rebuilt with the
-- identity order_total = product_subtotal + shipping_total + tax_total + core_deposit_total.
CREATE TABLE product_core_deposits (
  product_id TEXT NOT NULL REFERENCES products(id),
  currency TEXT NOT NULL CHECK (currency IN ('CAD', 'USD')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  PRIMARY KEY (product_id, currency)
) WITHOUT ROWID;

ALTER TABLE order_items ADD COLUMN core_deposit INTEGER NOT NULL DEFAULT 0 CHECK (core_deposit >= 0);

-- Rebuild of orders. Dropping the old table deletes its children through ON DELETE CASCADE, so they
-- are kept aside first and put back after; the foreign keys are checked at commit.
PRAGMA defer_foreign_keys = on;

CREATE TABLE orders_next (
  order_no TEXT PRIMARY KEY CHECK (length(order_no) = 12),
  site_id TEXT NOT NULL CHECK (site_id IN ('axle-us', 'axle-ca')),
  locale TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('CAD', 'USD')),
  basket_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  customer_email TEXT NOT NULL CHECK (length(customer_email) BETWEEN 3 AND 254),
  access_hash TEXT NOT NULL CHECK (length(access_hash) = 64),
  status TEXT NOT NULL CHECK (status IN ('new', 'cancelled')),
  payment_status TEXT NOT NULL CHECK (payment_status IN ('authorized', 'captured', 'voided')),
  product_subtotal INTEGER NOT NULL CHECK (product_subtotal >= 0),
  shipping_total INTEGER NOT NULL CHECK (shipping_total >= 0),
  tax_total INTEGER NOT NULL CHECK (tax_total >= 0),
  core_deposit_total INTEGER NOT NULL DEFAULT 0 CHECK (core_deposit_total >= 0),
  order_total INTEGER NOT NULL CHECK (order_total = product_subtotal + shipping_total + tax_total + core_deposit_total),
  taxes TEXT NOT NULL CHECK (json_valid(taxes)),
  billing_address TEXT NOT NULL CHECK (json_valid(billing_address)),
  created_at INTEGER NOT NULL
);
INSERT INTO orders_next (order_no, site_id, locale, currency, basket_id, customer_id, customer_email, access_hash, status, payment_status,
                         product_subtotal, shipping_total, tax_total, core_deposit_total, order_total, taxes, billing_address, created_at)
  SELECT order_no, site_id, locale, currency, basket_id, customer_id, customer_email, access_hash, status, payment_status,
         product_subtotal, shipping_total, tax_total, 0, order_total, taxes, billing_address, created_at FROM orders;

CREATE TABLE keep_order_shipments AS SELECT * FROM order_shipments;
CREATE TABLE keep_order_items AS SELECT * FROM order_items;
CREATE TABLE keep_payments AS SELECT * FROM payments;
CREATE TABLE keep_order_payment_cards AS SELECT * FROM order_payment_cards;

DROP TABLE orders;
ALTER TABLE orders_next RENAME TO orders;
CREATE UNIQUE INDEX orders_live_basket ON orders(basket_id) WHERE status <> 'cancelled';
CREATE INDEX orders_customer ON orders(customer_id, created_at);

INSERT INTO order_shipments SELECT * FROM keep_order_shipments WHERE NOT EXISTS
  (SELECT 1 FROM order_shipments s WHERE s.order_no = keep_order_shipments.order_no AND s.shipment_id = keep_order_shipments.shipment_id);
INSERT INTO order_items SELECT * FROM keep_order_items WHERE NOT EXISTS
  (SELECT 1 FROM order_items i WHERE i.order_no = keep_order_items.order_no AND i.item_id = keep_order_items.item_id);
INSERT INTO payments SELECT * FROM keep_payments WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.payment_id = keep_payments.payment_id);
INSERT INTO order_payment_cards SELECT * FROM keep_order_payment_cards WHERE NOT EXISTS
  (SELECT 1 FROM order_payment_cards c WHERE c.order_no = keep_order_payment_cards.order_no);

DROP TABLE keep_order_shipments;
DROP TABLE keep_order_items;
DROP TABLE keep_payments;
DROP TABLE keep_order_payment_cards;
