/** Categories with parts for a vehicle (landing page): the parts tree filtered by fitting counts. */
import type { Category } from '../../../shared/types/category';
import type { VehicleCategoryCount } from '../../../shared/vehicles/vehicle-api';
import type { CategoryCountRow } from '../../data/repos/fitment-repo';

/** Top categories of the parts tree with their sub-categories, keeping those with fitting parts. */
export function countCategories(topCategories: readonly Category[], rows: readonly CategoryCountRow[]): VehicleCategoryCount[] {
  const own = new Map<string, number>();
  const below = new Map<string, number>();
  for (const row of rows) (row.scope === 'self' ? own : below).set(row.category_id, row.count);
  const result: VehicleCategoryCount[] = [];
  for (const top of topCategories) {
    const subcategories = (top.categories ?? [])
      .map((sub) => ({ id: sub.id, name: sub.name, count: own.get(sub.id) ?? 0 }))
      .filter((sub) => sub.count > 0);
    const count = Math.max(below.get(top.id) ?? 0, own.get(top.id) ?? 0);
    if (count === 0) continue;
    result.push({ id: top.id, name: top.name, count, ...(top.image ? { image: top.image } : {}), subcategories });
  }
  return result;
}
