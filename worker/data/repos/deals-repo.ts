/** Rows of the home page's deal strip: discounted products that sell best. */
export interface DealRow {
  id: string;
  name: string;
  image: string | null;
  list_minor: number;
  sale_minor: number;
  promotion_minor: number | null;
  brand: string;
  primary_category_id: string;
  parent_category_id: string | null;
}

/** The best-selling discounted products in a currency, with texts in one language. */
export async function listDeals(db: D1Database, lang: string, currency: string, limit: number): Promise<DealRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, COALESCE(t.name, e.name) AS name,
              (SELECT url FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1) AS image,
              pr.list_minor, pr.sale_minor, pr.promotion_minor, b.name AS brand, p.primary_category_id, c.parent_id AS parent_category_id
         FROM products p
         JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?2
         JOIN brands b ON b.id = p.brand_id
         LEFT JOIN categories c ON c.id = p.primary_category_id
         LEFT JOIN product_texts t ON t.product_id = p.id AND t.lang = ?1
         LEFT JOIN product_texts e ON e.product_id = p.id AND e.lang = 'en'
        WHERE p.is_deal = 1 AND p.type IN ('item', 'master', 'set', 'bundle') AND pr.sale_minor < pr.list_minor
        ORDER BY p.units_sold DESC, p.id
        LIMIT ?3`,
    )
    .bind(lang, currency, limit)
    .all<DealRow>();
  return results;
}
