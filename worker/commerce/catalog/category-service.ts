import { nullable } from 'superstruct';
import type { Category, MenuCategory } from '../../../shared/types/category';
import { CategorySchema } from '../../../shared/schemas/category-schema';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { cached, type Entry, type KvCacheDeps } from '../../cache/kv-cache';
import { listCategories } from '../../data/repos/categories-repo';
import { buildCategory, keepWithSubCategories, toMenuCategory } from './category-tree';

export const PARTS_ROOT_ID = 'parts';

// The category tree is read on every page (the header menu; lists, product pages), so each isolate
// keeps fresh entries in memory as content does: within the 10 s fresh window no KV read and no
// parse of the tree (decision 297). Requests share these objects, so they are frozen.
const CATEGORY_MEMORY = new Map<string, Entry>();
// The header menu made from a kept (frozen) parts tree, made once per tree rather than per page.
const MENUS = new WeakMap<Category, readonly MenuCategory[]>();

function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
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
      { ...deps.cache, memory: CATEGORY_MEMORY },
      cacheKey('category', deps.siteId, deps.localeId, `${id}:${levels}`),
      CACHE_SHORT,
      nullable(CategorySchema),
      async () => buildCategory(await listCategories(deps.db, deps.lang), id, levels),
    ).then(frozen);

  return {
    /** A category with `levels` levels of online sub-categories, or null when unknown/offline. */
    getCategory,
    /** The header menu: the parts tree at depth 2, top categories that have sub-categories. */
    async getMenu(): Promise<readonly MenuCategory[]> {
      const parts = await getCategory(PARTS_ROOT_ID, MENU_DEPTH);
      if (!parts) return [];
      let menu = MENUS.get(parts);
      if (!menu) {
        menu = frozen(keepWithSubCategories(parts.categories ?? []).filter((c) => c.c_showInMenu).map(toMenuCategory));
        MENUS.set(parts, menu);
      }
      return menu;
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
