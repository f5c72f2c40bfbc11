import useSWR from 'swr';
import type { MenuCategory } from '../../../shared/types/category';
import { useRouter } from '../../router/router';
import { menuDataKey } from './menu-key';

/** The header menu's top categories with their sub-categories (SSR fallback, then /api/menu). */
export function useMenu(): MenuCategory[] {
  const { location } = useRouter();
  const { data } = useSWR<MenuCategory[]>(menuDataKey(location.site.id, location.locale.id), { keepPreviousData: true });
  return data ?? [];
}

/** The link of a menu entry: /{parentCategoryId}/{categoryId} (document 1 §2.1 menu links). */
export function menuLink(parent: MenuCategory, child: MenuCategory): string {
  return `/${parent.id}/${child.id}`;
}
