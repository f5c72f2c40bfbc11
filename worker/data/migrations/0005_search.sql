-- Product search: an FTS5 index over product texts (name, brand, part number, category names),
-- one row per product text (language), kept in step with product_texts by triggers. Variants are
-- left out: lists show their master. rowid = product_texts.rowid so deletes stay index lookups.
CREATE VIRTUAL TABLE search_fts USING fts5(
  product_id UNINDEXED,
  lang UNINDEXED,
  name,
  brand,
  part_number,
  category,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER search_fts_after_insert AFTER INSERT ON product_texts
BEGIN
  INSERT INTO search_fts (rowid, product_id, lang, name, brand, part_number, category)
  SELECT NEW.rowid, NEW.product_id, NEW.lang, NEW.name, b.name, p.part_number,
         COALESCE(lt.name, le.name, '') || ' ' || COALESCE(pt.name, pe.name, '')
    FROM products p
    JOIN brands b ON b.id = p.brand_id
    JOIN categories leaf ON leaf.id = p.primary_category_id
    LEFT JOIN category_texts lt ON lt.category_id = leaf.id AND lt.lang = NEW.lang
    LEFT JOIN category_texts le ON le.category_id = leaf.id AND le.lang = 'en'
    LEFT JOIN category_texts pt ON pt.category_id = leaf.parent_id AND pt.lang = NEW.lang
    LEFT JOIN category_texts pe ON pe.category_id = leaf.parent_id AND pe.lang = 'en'
   WHERE p.id = NEW.product_id AND p.type <> 'variant';
END;

CREATE TRIGGER search_fts_after_delete AFTER DELETE ON product_texts
BEGIN
  DELETE FROM search_fts WHERE rowid = OLD.rowid;
END;

CREATE TRIGGER search_fts_after_update AFTER UPDATE OF name ON product_texts
BEGIN
  UPDATE search_fts SET name = NEW.name WHERE rowid = OLD.rowid;
END;

-- Rebuild step for databases seeded before this migration.
INSERT INTO search_fts (rowid, product_id, lang, name, brand, part_number, category)
SELECT t.rowid, t.product_id, t.lang, t.name, b.name, p.part_number,
       COALESCE(lt.name, le.name, '') || ' ' || COALESCE(pt.name, pe.name, '')
  FROM product_texts t
  JOIN products p ON p.id = t.product_id AND p.type <> 'variant'
  JOIN brands b ON b.id = p.brand_id
  JOIN categories leaf ON leaf.id = p.primary_category_id
  LEFT JOIN category_texts lt ON lt.category_id = leaf.id AND lt.lang = t.lang
  LEFT JOIN category_texts le ON le.category_id = leaf.id AND le.lang = 'en'
  LEFT JOIN category_texts pt ON pt.category_id = leaf.parent_id AND pt.lang = t.lang
  LEFT JOIN category_texts pe ON pe.category_id = leaf.parent_id AND pe.lang = 'en';

-- Universal products (fit every vehicle) are unioned into every vehicle list.
CREATE INDEX products_universal ON products(universal, id);
-- Lists sort by these; the id tie-break keeps pages stable.
CREATE INDEX products_units_sold ON products(units_sold DESC, id);
-- Masters' variants carry the colours and sizes their master is refined by.
CREATE INDEX products_master_facets ON products(master_id, color, size);
-- Fitment per product and vehicle with qualifiers, for per-hit fit checks without table reads.
CREATE INDEX fitments_product_model ON fitments(product_id, model_id, submodel, engine);

-- Vocabulary of the index: completes the last word of a typed query into suggested phrases.
CREATE VIRTUAL TABLE search_vocab USING fts5vocab('search_fts', 'row');
