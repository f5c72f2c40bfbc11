import type { Category, MenuCategory } from '../../../shared/types/category';
import type { CategoryRow } from '../../data/repos/categories-repo';

/** Builds the category with `levels` levels of online children from flat rows; null if unknown. */
export function buildCategory(rows: CategoryRow[], id: string, levels: number): Category | null {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<string, CategoryRow[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const root = byId.get(id);
  if (!root || !root.online) return null;

  const onlineChildren = (rowId: string) => (children.get(rowId) ?? []).filter((r) => r.online);
  const tree = (row: CategoryRow): Category['parentCategoryTree'] => {
    const chain: Category['parentCategoryTree'] = [];
    for (let cur: CategoryRow | undefined = row; cur; cur = cur.parent_id ? byId.get(cur.parent_id) : undefined) {
      chain.unshift({ id: cur.id, name: cur.name });
    }
    return chain;
  };
  const shape = (row: CategoryRow, depth: number): Category => {
    const kids = onlineChildren(row.id);
    const category: Category = {
      id: row.id,
      name: row.name,
      ...(row.image ? { image: row.image } : {}),
      ...(row.parent_id ? { parentCategoryId: row.parent_id } : {}),
      parentCategoryTree: tree(row),
      onlineSubCategoriesCount: kids.length,
      c_showInMenu: row.show_in_menu === 1,
      c_haveOnlineProducts: row.have_online_products === 1,
      ...(row.page_title ? { pageTitle: row.page_title } : {}),
      ...(row.page_description ? { pageDescription: row.page_description } : {}),
      ...(row.page_keywords ? { pageKeywords: row.page_keywords } : {}),
    };
    if (depth > 0 && kids.length) category.categories = kids.map((k) => shape(k, depth - 1));
    return category;
  };
  return shape(root, levels);
}

/**
 * Keeps the sub-categories that have online sub-categories of their own, unless all are
 * requested (document 1 §7).
 */
export function keepWithSubCategories(categories: Category[], all = false): Category[] {
  return all ? categories : categories.filter((c) => c.onlineSubCategoriesCount > 0);
}

/** The slim shape of a category and its sub-categories for menus (it is embedded in every page). */
export function toMenuCategory(category: Category): MenuCategory {
  return {
    id: category.id,
    name: category.name,
    ...(category.image ? { image: category.image } : {}),
    ...(category.parentCategoryId ? { parentCategoryId: category.parentCategoryId } : {}),
    onlineSubCategoriesCount: category.onlineSubCategoriesCount,
    ...(category.categories ? { categories: category.categories.map(toMenuCategory) } : {}),
  };
}
