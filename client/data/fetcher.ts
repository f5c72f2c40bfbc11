import { staleTime } from './stale-time';

/** An HTTP failure with its status, so callers can tell 404 from 500. */
export class FetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** SWR fetcher for JSON API keys. Page payloads come back with 404 too: that is data, not error. */
export async function fetchJson<T>(key: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(key, { headers: { accept: 'application/json' }, signal: options.signal });
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (isJson && (response.ok || (key.startsWith('/api/page') && response.status === 404))) {
    return (await response.json()) as T;
  }
  const body = isJson ? ((await response.json()) as { message?: string }) : null;
  throw new FetchError(response.status, body?.message ?? response.statusText);
}

/** Data-fetching defaults of document 1 §9: no retry, no refetch on focus, 10 s stale. */
export const SWR_DEFAULTS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  // Cached data older than the stale time is refetched on mount (see stale-time.ts).
  revalidateIfStale: true,
  dedupingInterval: 10_000,
  fetcher: fetchJson,
  use: [staleTime],
};
