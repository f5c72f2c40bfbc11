-- Units sold per vehicle (issue 30 item 5, decision 290): what "Most Bought for Your Vehicle" ranks by.
-- Seeded counts stand in before there are orders; every captured order line bought with a vehicle
-- adds its quantity to the ordered counts. The two are kept apart so a re-seed, which empties the
-- seeded table, never loses what shoppers really bought. A product's rank is their sum.
-- Both are keyed (model_id, product_id): the list reads one row of each per candidate product.
CREATE TABLE vehicle_units_seeded (
  model_id TEXT NOT NULL,
  product_id TEXT NOT NULL REFERENCES products(id),
  units INTEGER NOT NULL CHECK (units > 0),
  PRIMARY KEY (model_id, product_id)
) WITHOUT ROWID;

-- No foreign key: like order lines, real sales outlive a catalogue re-seed.
CREATE TABLE vehicle_units_ordered (
  model_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  units INTEGER NOT NULL CHECK (units > 0),
  PRIMARY KEY (model_id, product_id)
) WITHOUT ROWID;
