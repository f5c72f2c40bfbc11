import type { SWRConfiguration } from 'swr';
import { fetchJson } from './fetcher';

/** Data-fetching stale time of document 1 §9: data younger than this is not refetched on mount. */
export const STALE_TIME_MS = 10_000;

/**
 * Data-fetching defaults of document 1 §9, through SWR's own options (decision 274): no retry
 * after an error, no refetch on focus, and a 10 s stale time, which is SWR's deduping interval (a
 * key fetched less than 10 s ago is not fetched again when another hook mounts).
 */
export const SWR_DEFAULTS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  dedupingInterval: STALE_TIME_MS,
  fetcher: fetchJson,
} satisfies SWRConfiguration;

/**
 * The server's data reaches SWR as its `fallback`. While the first page hydrates that data is as
 * fresh as can be, so it is not fetched again on mount; from the first client navigation on, data
 * that only came from the server is stale and a hook mounting on it revalidates (SWR's
 * `revalidateIfStale`), showing it meanwhile.
 */
export function freshnessOptions(navigated: boolean): SWRConfiguration {
  return { revalidateIfStale: navigated };
}
