/** SQL for the category aggregate. Returns rows; services shape them. */
export interface CategoryRow {
  id: string;
  parent_id: string | null;
  position: number;
  image: string | null;
  show_in_menu: number;
  online: number;
  have_online_products: number;
  name: string;
  page_title: string | null;
  page_description: string | null;
  page_keywords: string | null;
}

/** Every category with its texts in one language (English where the language has none). */
export async function listCategories(db: D1Database, lang: string): Promise<CategoryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.parent_id, c.position, c.image, c.show_in_menu, c.online, c.have_online_products,
              COALESCE(t.name, e.name, c.id) AS name,
              COALESCE(t.page_title, e.page_title) AS page_title,
              COALESCE(t.page_description, e.page_description) AS page_description,
              COALESCE(t.page_keywords, e.page_keywords) AS page_keywords
         FROM categories c
         LEFT JOIN category_texts t ON t.category_id = c.id AND t.lang = ?1
         LEFT JOIN category_texts e ON e.category_id = c.id AND e.lang = 'en'
        ORDER BY c.parent_id, c.position, c.id`,
    )
    .bind(lang)
    .all<CategoryRow>();
  return results;
}
