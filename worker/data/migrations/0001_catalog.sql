-- Catalog model: categories, vehicles, products, prices, inventory, fitment, stores, postal codes.
-- Money is integer minor units. Localized texts are keyed by language ('en', 'fr', 'es').

CREATE TABLE categories (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES categories(id),
  position INTEGER NOT NULL DEFAULT 0,
  image TEXT,
  show_in_menu INTEGER NOT NULL DEFAULT 1,
  online INTEGER NOT NULL DEFAULT 1,
  have_online_products INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent ON categories(parent_id, position);

CREATE TABLE category_texts (
  category_id TEXT NOT NULL REFERENCES categories(id),
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  page_title TEXT,
  page_description TEXT,
  page_keywords TEXT,
  PRIMARY KEY (category_id, lang)
);

-- One row per base vehicle (year + make + model). id is the model id: {year}-{make}-{model}.
CREATE TABLE vehicle_models (
  id TEXT PRIMARY KEY,
  year INTEGER NOT NULL,
  make_slug TEXT NOT NULL,
  make_name TEXT NOT NULL,
  model_slug TEXT NOT NULL,
  model_name TEXT NOT NULL
);
CREATE INDEX vehicle_models_year_make ON vehicle_models(year, make_slug, model_name);

-- Sub-model (trim) and engine configurations of a base vehicle.
CREATE TABLE vehicle_configs (
  model_id TEXT NOT NULL REFERENCES vehicle_models(id),
  submodel TEXT NOT NULL,
  engine TEXT NOT NULL,
  PRIMARY KEY (model_id, submodel, engine)
);

CREATE TABLE brands (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('item', 'master', 'variant', 'set', 'bundle')),
  master_id TEXT REFERENCES products(id),
  brand_id TEXT NOT NULL REFERENCES brands(id),
  part_number TEXT NOT NULL,
  primary_category_id TEXT NOT NULL REFERENCES categories(id),
  weight_lb REAL,
  units_sold INTEGER NOT NULL DEFAULT 0,
  orderable INTEGER NOT NULL DEFAULT 1,
  is_deal INTEGER NOT NULL DEFAULT 0,
  color TEXT,
  size TEXT,
  universal INTEGER NOT NULL DEFAULT 0, -- fits every vehicle (fluids, tools, accessories)
  rating_average REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX products_primary_category ON products(primary_category_id);
CREATE INDEX products_master ON products(master_id);
CREATE INDEX products_part_number ON products(part_number);

CREATE TABLE product_texts (
  product_id TEXT NOT NULL REFERENCES products(id),
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  short_description TEXT,
  long_description TEXT,
  page_title TEXT,
  page_description TEXT,
  PRIMARY KEY (product_id, lang)
);

-- Category assignments (a product may sit in several categories; primary is in products).
CREATE TABLE product_categories (
  product_id TEXT NOT NULL REFERENCES products(id),
  category_id TEXT NOT NULL REFERENCES categories(id),
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category ON product_categories(category_id, product_id);

-- Variation attributes of a master (e.g. color, size) and the values each variant picks.
CREATE TABLE variation_values (
  master_id TEXT NOT NULL REFERENCES products(id),
  attribute_id TEXT NOT NULL,
  attribute_name TEXT NOT NULL,
  value TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (master_id, attribute_id, value)
);
CREATE TABLE variant_values (
  variant_id TEXT NOT NULL REFERENCES products(id),
  attribute_id TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (variant_id, attribute_id)
);

-- Children of sets and bundles.
CREATE TABLE product_children (
  parent_id TEXT NOT NULL REFERENCES products(id),
  child_id TEXT NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_id, child_id)
);

CREATE TABLE product_images (
  product_id TEXT NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  alt TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_attributes (
  product_id TEXT NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_notes (
  product_id TEXT NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  note TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
);

-- Prices per currency in minor units. sale < list means discounted; promotion overrides when lower.
CREATE TABLE prices (
  product_id TEXT NOT NULL REFERENCES products(id),
  currency TEXT NOT NULL CHECK (currency IN ('CAD', 'USD')),
  list_minor INTEGER NOT NULL CHECK (list_minor >= 0),
  sale_minor INTEGER NOT NULL CHECK (sale_minor >= 0),
  promotion_minor INTEGER CHECK (promotion_minor >= 0),
  PRIMARY KEY (product_id, currency)
);
CREATE INDEX prices_currency_sale ON prices(currency, sale_minor);

CREATE TABLE price_tiers (
  product_id TEXT NOT NULL REFERENCES products(id),
  currency TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
  PRIMARY KEY (product_id, currency, quantity)
);

-- Available-to-sell per inventory list: 'online-ca', 'online-us', or a store's inventory list id.
CREATE TABLE inventory (
  product_id TEXT NOT NULL REFERENCES products(id),
  location_id TEXT NOT NULL,
  ats INTEGER NOT NULL CHECK (ats >= 0),
  PRIMARY KEY (product_id, location_id)
);
CREATE INDEX inventory_location ON inventory(location_id, product_id);

-- Product x base vehicle, with optional sub-model / engine qualifiers and a note.
CREATE TABLE fitments (
  product_id TEXT NOT NULL REFERENCES products(id),
  model_id TEXT NOT NULL REFERENCES vehicle_models(id),
  submodel TEXT,
  engine TEXT,
  note TEXT
);
CREATE INDEX fitments_model_product ON fitments(model_id, product_id);
CREATE INDEX fitments_product ON fitments(product_id);

CREATE TABLE stores (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address1 TEXT NOT NULL,
  city TEXT NOT NULL,
  state_code TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('CA', 'US')),
  postal_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  time_zone TEXT NOT NULL,
  inventory_list_id TEXT NOT NULL,
  shipping_api_store_id TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  pos_enabled INTEGER NOT NULL DEFAULT 1,
  store_locator_enabled INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX stores_country ON stores(country_code);

-- Weekly hours; a missing weekday means closed that day. weekday 0 = Sunday.
CREATE TABLE store_hours (
  store_id TEXT NOT NULL REFERENCES stores(id),
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens TEXT NOT NULL,
  closes TEXT NOT NULL,
  PRIMARY KEY (store_id, weekday)
);

CREATE TABLE postal_centroids (
  code TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  region TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);

-- Records which seed produced the data, so start-up seeds only once.
CREATE TABLE seed_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
