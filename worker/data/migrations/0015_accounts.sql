-- Registered accounts (document 1 §3 Customer, Product list): the profile, its addresses, the
-- wish list, and the per-site selected store. A registered shopper is a `customers` row of type
-- 'registered' with one `customer_accounts` row; guests have none. Times are epoch milliseconds.

CREATE TABLE customer_accounts (
  customer_id TEXT PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  -- The customer number shown to the shopper (document 1 §3 customerNo).
  customer_no TEXT NOT NULL UNIQUE,
  -- The login is the e-mail, trimmed and lower-cased (document 1 §5: the e-mail is used as the login).
  login TEXT NOT NULL UNIQUE CHECK (login = lower(login) AND length(login) BETWEEN 3 AND 254),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 2 AND 50),
  last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 2 AND 50),
  preferred_locale TEXT CHECK (preferred_locale IS NULL OR preferred_locale IN ('en-US', 'en-CA', 'fr-CA', 'es-US')),
  -- Encoded hash: algorithm, cost, salt and digest (never the password).
  password_hash TEXT NOT NULL,
  password_changed_at INTEGER NOT NULL,
  -- Registration's "signUp" checkbox (e-mails), default off.
  sign_up_emails INTEGER NOT NULL DEFAULT 0 CHECK (sign_up_emails IN (0, 1)),
  -- c_vehicleDetails: the garage list as JSON text, the same text a guest keeps in the browser.
  vehicle_details TEXT CHECK (vehicle_details IS NULL OR (json_valid(vehicle_details) AND length(vehicle_details) <= 20000)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- c_selectedStore per site: a Canadian store means nothing on the US site (decision 072).
CREATE TABLE customer_site_prefs (
  customer_id TEXT NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  site_id TEXT NOT NULL CHECK (site_id IN ('axle-us', 'axle-ca')),
  selected_store TEXT CHECK (selected_store IS NULL OR length(selected_store) <= 64),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, site_id)
);

-- Saved addresses (document 1 §3 Customer.addresses); at most one preferred per customer.
CREATE TABLE customer_addresses (
  customer_id TEXT NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  address_id TEXT NOT NULL CHECK (length(address_id) BETWEEN 1 AND 64),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address1 TEXT NOT NULL,
  address2 TEXT,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('CA', 'US')),
  state_code TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  phone TEXT,
  preferred INTEGER NOT NULL DEFAULT 0 CHECK (preferred IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, address_id)
);
CREATE UNIQUE INDEX customer_addresses_one_preferred ON customer_addresses(customer_id) WHERE preferred = 1;

-- Product lists: only the wish list (type wish_list), created on first use, one per customer.
CREATE TABLE product_lists (
  list_id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type = 'wish_list'),
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX product_lists_customer_type ON product_lists(customer_id, type);

-- Wish-list items (document 1 §3: quantity, productId, public false, priority 1, type product).
CREATE TABLE product_list_items (
  list_id TEXT NOT NULL REFERENCES product_lists(list_id) ON DELETE CASCADE,
  item_id TEXT NOT NULL,
  product_id TEXT NOT NULL CHECK (length(product_id) BETWEEN 1 AND 100),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  priority INTEGER NOT NULL DEFAULT 1,
  public INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1)),
  type TEXT NOT NULL DEFAULT 'product' CHECK (type = 'product'),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (list_id, item_id)
);
CREATE UNIQUE INDEX product_list_items_product ON product_list_items(list_id, product_id);
