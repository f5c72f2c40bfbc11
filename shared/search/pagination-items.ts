/** Page buttons of the product list (document 2 §2): a window of pages plus first, last and ellipses. */

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * The buttons to show for `current` of `totalPages` with at most `windowSize` numbered pages
 * around the current one; the first and last pages are always shown, gaps become ellipses.
 */
export function paginationItems(current: number, totalPages: number, windowSize: number): PaginationItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const size = Math.max(1, Math.min(windowSize, totalPages));
  let start = Math.max(1, page - Math.floor((size - 1) / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PaginationItem[] = [];
  if (start > 1) {
    items.push({ type: 'page', page: 1 });
    if (start > 2) items.push({ type: 'ellipsis', key: 'start' });
  }
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p });
  if (end < totalPages) {
    if (end < totalPages - 1) items.push({ type: 'ellipsis', key: 'end' });
    items.push({ type: 'page', page: totalPages });
  }
  return items;
}

/** Number of pages for a total and page size. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
