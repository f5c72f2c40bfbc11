-- Position-aware fitment (issue 30, decisions 287 and 288): where on the vehicle a part goes
-- (front, rear, left, right; null when it names no single position) and the pieces it is sold in
-- (2: a pair, 4: a set of 4). A re-seed fills both for existing databases.
ALTER TABLE products ADD COLUMN position TEXT CHECK (position IN ('front', 'rear', 'left', 'right'));
ALTER TABLE products ADD COLUMN pack_quantity INTEGER NOT NULL DEFAULT 1 CHECK (pack_quantity >= 1);
