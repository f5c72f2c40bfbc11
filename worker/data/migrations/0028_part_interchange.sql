-- Interchange numbers (issue 30): the OE numbers a part replaces and other brands' numbers for it.
-- number is as the maker writes it; number_key is the comparison key (upper case, no spaces or
-- dashes: shared/catalogue/part-number-key.ts) that search looks numbers up by.
CREATE TABLE product_interchange (
  product_id TEXT NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('oe', 'aftermarket')),
  brand TEXT NOT NULL,
  number TEXT NOT NULL,
  number_key TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;
CREATE INDEX product_interchange_key ON product_interchange(number_key, product_id);
