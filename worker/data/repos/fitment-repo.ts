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
  /** 'self': products assigned to the category; 'parent': products under its child categories. */
  scope: 'self' | 'parent';
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
 * every vehicle, per category and per parent category.
 */
export async function categoryCountsForModel(db: D1Database, modelId: string): Promise<CategoryCountRow[]> {
  const { results } = await db
    .prepare(
      `WITH fitting AS (
         SELECT product_id AS id FROM fitments WHERE model_id = ?1
         UNION
         SELECT id FROM products WHERE universal = 1
       ),
       assigned AS (
         SELECT pc.category_id, pc.product_id
           FROM fitting f
           JOIN products p ON p.id = f.id AND p.type <> 'variant'
           JOIN product_categories pc ON pc.product_id = p.id
       )
       SELECT category_id, 'self' AS scope, COUNT(DISTINCT product_id) AS count FROM assigned GROUP BY category_id
       UNION ALL
       SELECT c.parent_id AS category_id, 'parent' AS scope, COUNT(DISTINCT a.product_id) AS count
         FROM assigned a JOIN categories c ON c.id = a.category_id
        WHERE c.parent_id IS NOT NULL
        GROUP BY c.parent_id`,
    )
    .bind(modelId)
    .all<CategoryCountRow>();
  return results;
}
