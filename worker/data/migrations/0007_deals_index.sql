-- The home page's deal strip walks deals by units sold and stops after a few rows.
CREATE INDEX products_deals ON products(is_deal, units_sold DESC, id);
