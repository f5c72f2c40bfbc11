-- A product's own out-of-stock text per language ('en', 'fr', 'es'), shown on the product page
-- instead of the default "Sorry, this part is not available." when it cannot be sold.
CREATE TABLE product_stock_messages (
  product_id TEXT NOT NULL REFERENCES products(id),
  lang TEXT NOT NULL,
  message TEXT NOT NULL,
  PRIMARY KEY (product_id, lang)
);
