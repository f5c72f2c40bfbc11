/** Categories with parts for a vehicle (landing page): the parts tree filtered by fitting counts. */
import type { Category } from '../../../shared/types/category';
import type { VehicleCategoryCount } from '../../../shared/vehicles/vehicle-api';
import type { CategoryCountRow } from '../../data/repos/fitment-repo';

/**
 * Top categories of the parts tree with their sub-categories, keeping those with fitting parts.
 * Every count is the category's distinct products over its subtree (the repo's counts).
 */
export function countCategories(topCategories: readonly Category[], rows: readonly CategoryCountRow[]): VehicleCategoryCount[] {
  const subtree = new Map(rows.map((row) => [row.category_id, row.count]));
  const result: VehicleCategoryCount[] = [];
  for (const top of topCategories) {
    const subcategories = (top.categories ?? [])
      .map((sub) => ({ id: sub.id, name: sub.name, count: subtree.get(sub.id) ?? 0 }))
      .filter((sub) => sub.count > 0);
    const count = subtree.get(top.id) ?? 0;
    if (count === 0) continue;
    result.push({ id: top.id, name: top.name, count, ...(top.image ? { image: top.image } : {}), subcategories });
  }
  return result;
}
