-- What a Shopper Baskets client keeps on a basket before createOrder (decision 266): the billing
-- address and one payment instrument. Card data is never stored: a card arrives masked (only its
-- last four digits), and only its type, last four, holder and expiry are kept. Both go with the
-- basket (deleted when it becomes an order).
CREATE TABLE basket_checkout (
  basket_id TEXT PRIMARY KEY REFERENCES baskets(basket_id) ON DELETE CASCADE,
  billing_address TEXT CHECK (billing_address IS NULL OR json_valid(billing_address)),
  payment_instrument_id TEXT UNIQUE,
  payment_method_id TEXT CHECK (payment_method_id IS NULL OR payment_method_id = 'CREDIT_CARD'),
  card_type TEXT CHECK (card_type IS NULL OR length(card_type) <= 40),
  card_last4 TEXT CHECK (card_last4 IS NULL OR (length(card_last4) = 4 AND card_last4 NOT GLOB '*[^0-9]*')),
  card_holder TEXT CHECK (card_holder IS NULL OR length(card_holder) <= 100),
  card_exp_month INTEGER CHECK (card_exp_month IS NULL OR card_exp_month BETWEEN 1 AND 12),
  card_exp_year INTEGER CHECK (card_exp_year IS NULL OR card_exp_year BETWEEN 2000 AND 2100),
  updated_at INTEGER NOT NULL,
  -- An instrument is whole or absent.
  CHECK ((payment_instrument_id IS NULL) = (card_last4 IS NULL))
);

-- The card an order was paid with, as the order confirmation and history show it (type, last
-- four, holder, expiry); written after the order is placed through the Shopper Orders API.
CREATE TABLE order_payment_cards (
  order_no TEXT PRIMARY KEY REFERENCES orders(order_no) ON DELETE CASCADE,
  payment_instrument_id TEXT NOT NULL,
  card_type TEXT NOT NULL CHECK (length(card_type) <= 40),
  card_last4 TEXT NOT NULL CHECK (length(card_last4) = 4 AND card_last4 NOT GLOB '*[^0-9]*'),
  card_holder TEXT NOT NULL CHECK (length(card_holder) <= 100),
  card_exp_month INTEGER NOT NULL CHECK (card_exp_month BETWEEN 1 AND 12),
  card_exp_year INTEGER NOT NULL CHECK (card_exp_year BETWEEN 2000 AND 2100)
);
