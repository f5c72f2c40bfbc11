import type { Category } from '../../../shared/types/category';
import type { Breadcrumb } from '../../../shared/types/page';
import { HIDDEN_CRUMB_IDS } from './loader-context';

/** Breadcrumbs of a category: its visible ancestors, then itself (document 1 §2.2). */
export function categoryCrumbs(category: Category, lastIsCurrent = true): Breadcrumb[] {
  const chain = category.parentCategoryTree.filter((node) => !HIDDEN_CRUMB_IDS.has(node.id));
  return chain.map((node, index) => ({
    name: node.name,
    url: `/${node.id}`,
    isCurrentPage: lastIsCurrent && index === chain.length - 1,
  }));
}
