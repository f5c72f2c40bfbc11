/** Browser storage key of the shopper's recently viewed products (decision 090). */
export const RECENTLY_VIEWED_KEY = 'axle-recently-viewed';
/** Products kept, most recent first (decision 090). */
export const RECENTLY_VIEWED_CAP = 12;

const MAX_ID_LENGTH = 100;
const isProductId = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_ID_LENGTH;

/**
 * The list after viewing `productId`: the id moves to the front (no duplicates, ids compared in
 * upper case as product ids are), and the list is capped with the oldest dropped.
 */
export function addRecentlyViewed(list: readonly string[], productId: string, cap = RECENTLY_VIEWED_CAP): string[] {
  const id = productId.trim().toUpperCase();
  if (!isProductId(id)) return list.slice(0, cap);
  return [id, ...list.filter((item) => item !== id)].slice(0, cap);
}

/** Reads the stored list defensively: anything that is not a list of ids counts as empty. */
export function parseRecentlyViewed(raw: string | null, cap = RECENTLY_VIEWED_CAP): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    const ids: string[] = [];
    for (const item of value) {
      if (!isProductId(item)) continue;
      const id = item.trim().toUpperCase();
      if (!seen.has(id)) ids.push(id);
      seen.add(id);
    }
    return ids.slice(0, cap);
  } catch {
    return [];
  }
}

/** The history without one product (the page being viewed is not recommended to itself). */
export function withoutProduct(list: readonly string[], productId: string | null | undefined): string[] {
  const id = productId?.trim().toUpperCase();
  return id ? list.filter((item) => item !== id) : [...list];
}
