/**
 * A small per-isolate memory cache for public reference data (never personal data): entries live
 * `ttlMs`, the oldest go first past `maxEntries`. It sits in front of KV for data read on nearly
 * every request of a kind (store lists, postal centroids), saving a round trip each time.
 */
export function createMemoryCache<T>(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    /** The cached value, or the loader's (a failed load is not kept). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
