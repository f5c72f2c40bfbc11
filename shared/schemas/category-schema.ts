import { array, boolean, lazy, number, optional, string, type, type Describe } from 'superstruct';
import type { Category } from '../types/category';

/** Validates categories read back from the cache (extra fields allowed). */
export const CategorySchema: Describe<Category> = type({
  id: string(),
  name: string(),
  image: optional(string()),
  parentCategoryId: optional(string()),
  parentCategoryTree: array(type({ id: string(), name: string() })),
  onlineSubCategoriesCount: number(),
  c_showInMenu: boolean(),
  c_haveOnlineProducts: boolean(),
  pageTitle: optional(string()),
  pageDescription: optional(string()),
  pageKeywords: optional(string()),
  categories: optional(array(lazy(() => CategorySchema))),
}) as unknown as Describe<Category>;
