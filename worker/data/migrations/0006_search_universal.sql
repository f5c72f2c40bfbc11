-- Search, part 2 (0005 was already applied to existing local databases).
-- Universal products per category (a small copy kept by triggers): vehicle lists union them in
-- without scanning every product of the category.
CREATE TABLE search_universal (
  category_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;

CREATE TRIGGER search_universal_after_insert AFTER INSERT ON product_categories
WHEN (SELECT universal FROM products WHERE id = NEW.product_id) = 1
BEGIN
  INSERT OR IGNORE INTO search_universal (category_id, product_id) VALUES (NEW.category_id, NEW.product_id);
END;

CREATE TRIGGER search_universal_after_delete AFTER DELETE ON product_categories
BEGIN
  DELETE FROM search_universal WHERE category_id = OLD.category_id AND product_id = OLD.product_id;
END;

CREATE TRIGGER search_universal_after_update AFTER UPDATE OF universal ON products
BEGIN
  DELETE FROM search_universal WHERE product_id = NEW.id AND NEW.universal = 0;
  INSERT OR IGNORE INTO search_universal (category_id, product_id)
  SELECT category_id, product_id FROM product_categories WHERE product_id = NEW.id AND NEW.universal = 1;
END;

INSERT OR IGNORE INTO search_universal (category_id, product_id)
SELECT pc.category_id, pc.product_id FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE p.universal = 1;
