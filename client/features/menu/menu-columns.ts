/** Document 1 §9 Menus: 4 items per column, or a third of the list when there are more than 12. */
export const ITEMS_PER_COLUMN = 4;
export const COLUMN_SPLIT_THRESHOLD = 12;

/** Splits a menu's items into columns by the rule above (13 items → 5 + 5 + 3). */
export function menuColumns<T>(items: readonly T[]): T[][] {
  const perColumn = items.length > COLUMN_SPLIT_THRESHOLD ? Math.ceil(items.length / 3) : ITEMS_PER_COLUMN;
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += perColumn) columns.push(items.slice(start, start + perColumn));
  return columns;
}
