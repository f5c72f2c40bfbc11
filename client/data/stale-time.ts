import type { Middleware } from 'swr';

/** Data-fetching stale time of document 1 §9: data younger than this is not refetched on mount. */
export const STALE_TIME_MS = 10_000;

/** When each key's data last arrived (from a fetch, or from the server at first render). */
const fetchedAt = new Map<string, number>();

/** Records keys whose data is fresh now (the server-rendered data at hydration). */
export function markFresh(keys: Iterable<string>, now = Date.now()): void {
  for (const key of keys) fetchedAt.set(key, now);
}

/** True while a key's data is younger than the stale time. */
export function isFresh(key: string, now = Date.now()): boolean {
  const at = fetchedAt.get(key);
  return at !== undefined && now - at < STALE_TIME_MS;
}

/**
 * SWR keeps data in its cache but has no stale time of its own: this revalidates cached data on
 * mount only once it is older than STALE_TIME_MS, and stamps every successful fetch.
 */
export const staleTime: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const id = typeof key === 'string' ? key : null;
  const stamped =
    fetcher && id
      ? async (...args: unknown[]) => {
          const data = await (fetcher as (...a: unknown[]) => unknown)(...args);
          fetchedAt.set(id, Date.now());
          return data;
        }
      : fetcher;
  const options = id && isFresh(id) ? { ...config, revalidateOnMount: false } : config;
  return useSWRNext(key, stamped as typeof fetcher, options);
};

/** Makes every page payload stale (they depend on the selected vehicle), so the next view refetches. */
export function expirePageData(): void {
  for (const key of [...fetchedAt.keys()]) if (key.startsWith('/api/page')) fetchedAt.delete(key);
}
