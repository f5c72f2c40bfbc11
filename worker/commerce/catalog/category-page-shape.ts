import type { Category } from '../../../shared/types/category';

/**
 * What /{id} shows for a category (categoryLoader, and the sitemap's choice of URL): the grid of
 * sub-categories that have online products, or — for a leaf with online products — its list.
 */
export function categoryPageShape(category: Category): 'grid' | 'list' {
  const children = (category.categories ?? []).filter((c) => c.c_haveOnlineProducts);
  return !children.length && category.c_haveOnlineProducts ? 'list' : 'grid';
}
