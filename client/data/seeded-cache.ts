/** One key's state in SWR's cache. */
export interface CachedState {
  data?: unknown;
  error?: unknown;
  isLoading?: boolean;
  isValidating?: boolean;
  [field: string]: unknown;
}

/** SWR's record of the arguments a key was fetched with, written by every hook that mounts. */
const KEY_ARGS_FIELD = '_k';

function onlyKeyArgsDiffer(current: CachedState, next: CachedState): boolean {
  const differs = (field: string) => field !== KEY_ARGS_FIELD && !Object.is(current[field], next[field]);
  return !Object.keys(current).some(differs) && !Object.keys(next).some(differs);
}

/**
 * SWR's cache for one page. A write that only records a key's arguments keeps the entry's object.
 *
 * SWR hydrates a hook with the entry as it was before the browser first wrote to it, and then
 * compares that with the current entry by identity. Every mounting hook writes the arguments field,
 * so a section hydrating after another section read the same key (the default store in the header
 * and in the product page's stock) found a "changed" entry. React then re-rendered it urgently, and
 * every streamed section still dehydrated inside it hydrated in the same long task (decision 229).
 */
export class SeededCache extends Map<string, CachedState> {
  override set(key: string, value: CachedState): this {
    const current = super.get(key);
    if (current && current !== value && onlyKeyArgsDiffer(current, value)) {
      current[KEY_ARGS_FIELD] = value[KEY_ARGS_FIELD];
      return this;
    }
    return super.set(key, value);
  }
}

/**
 * An SWR cache that starts with the server's data, so hydration neither refetches nor flashes.
 * The explicit idle flags matter: SWR reports a key it is about to revalidate as loading unless
 * the cached state says otherwise, which would render skeletons over data we already have.
 */
export function seededCache(fallback: Record<string, unknown>): SeededCache {
  return new SeededCache(Object.entries(fallback).map(([key, data]) => [key, { data, isLoading: false, isValidating: false }]));
}
