/** SQL for fitment: which products fit a base vehicle (fitments rows, universal products). */

export interface ProductFitRow {
  universal: number;
  /** Null when the product has no row for the model (then submodel/engine are null too). */
  model_id: string | null;
  submodel: string | null;
  engine: string | null;
}

export interface CategoryCountRow {
  category_id: string;
  /** Distinct products in the category's subtree: assigned to it or to any category below it. */
  count: number;
}

/** The product's universal flag and its fitment rows for one model; [] when the product is unknown. */
export async function productFitRows(db: D1Database, productId: string, modelId: string): Promise<ProductFitRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.universal AS universal, f.model_id AS model_id, f.submodel AS submodel, f.engine AS engine
         FROM products p
         LEFT JOIN fitments f ON f.product_id = p.id AND f.model_id = ?2
        WHERE p.id = ?1`,
    )
    .bind(productId, modelId)
    .all<ProductFitRow>();
  return results;
}

/**
 * Counts of sellable products (variants count through their master) that fit a model or fit
 * every vehicle, per category over its whole subtree: a product under two children of a parent
 * counts once for that parent, at any depth.
 */
export async function categoryCountsForModel(db: D1Database, modelId: string): Promise<CategoryCountRow[]> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE fitting AS (
         SELECT product_id AS id FROM fitments WHERE model_id = ?1
         UNION
         SELECT id FROM products WHERE universal = 1
       ),
       assigned AS (
         SELECT pc.category_id, pc.product_id
           FROM fitting f
           JOIN products p ON p.id = f.id AND p.type <> 'variant'
           JOIN product_categories pc ON pc.product_id = p.id
       ),
       -- Each assignment climbs to every ancestor; UNION keeps one row per (category, product).
       lineage(category_id, product_id) AS (
         SELECT category_id, product_id FROM assigned
         UNION
         SELECT c.parent_id, l.product_id FROM lineage l JOIN categories c ON c.id = l.category_id WHERE c.parent_id IS NOT NULL
       )
       SELECT category_id, COUNT(*) AS count FROM lineage GROUP BY category_id`,
    )
    .bind(modelId)
    .all<CategoryCountRow>();
  return results;
}
