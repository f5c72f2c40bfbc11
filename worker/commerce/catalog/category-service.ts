import { nullable } from 'superstruct';
import type { Category, MenuCategory } from '../../../shared/types/category';
import { CategorySchema } from '../../../shared/schemas/category-schema';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import { listCategories } from '../../data/repos/categories-repo';
import { buildCategory, keepWithSubCategories, toMenuCategory } from './category-tree';

export const PARTS_ROOT_ID = 'parts';
export const MENU_DEPTH = 2;

export interface CategoryServiceDeps {
  db: D1Database;
  cache: KvCacheDeps;
  siteId: string;
  localeId: string;
  lang: string;
}

/** Category reads through the KV cache (fresh 10 s, then stale-while-revalidate). */
export function createCategoryService(deps: CategoryServiceDeps) {
  const getCategory = (id: string, levels: number): Promise<Category | null> =>
    cached(
      deps.cache,
      cacheKey('category', deps.siteId, deps.localeId, `${id}:${levels}`),
      CACHE_SHORT,
      nullable(CategorySchema),
      async () => buildCategory(await listCategories(deps.db, deps.lang), id, levels),
    );

  return {
    /** A category with `levels` levels of online sub-categories, or null when unknown/offline. */
    getCategory,
    /** The header menu: the parts tree at depth 2, top categories that have sub-categories. */
    async getMenu(): Promise<MenuCategory[]> {
      const parts = await getCategory(PARTS_ROOT_ID, MENU_DEPTH);
      return keepWithSubCategories(parts?.categories ?? [])
        .filter((c) => c.c_showInMenu)
        .map(toMenuCategory);
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
