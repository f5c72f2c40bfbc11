import { matchRoute } from '../../shared/routes/match-route';
import type { RouteName } from '../../shared/routes/route-table';
import { resolveLocation } from '../../shared/sites/resolve';
import { RETRIABLE_STATUSES, RetriableStatusError, withRetry } from './retrying-fetch';

/** An HTTP failure with its status, so callers can tell 404 from 500. */
export class FetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Routes whose page is (or may be) a product list: their payload fetch is a search request. */
const LIST_ROUTES: ReadonlySet<RouteName> = new Set(['search', 'product-list', 'category-products', 'vehicle-category', 'categories', 'category']);

/**
 * Searches and list fetches (document 2 §7/§9: 4000 ms abort, 3 retries): the search APIs, and
 * the page payload of a list or search page. Everything else keeps the defaults (no retry).
 */
export function isSearchRequest(key: string): boolean {
  if (key.startsWith('/api/search')) return true;
  if (!key.startsWith('/api/page/') && key !== '/api/page') return false;
  const route = matchRoute(resolveLocation(key.slice('/api/page'.length) || '/').path);
  return route !== null && LIST_ROUTES.has(route.name);
}

async function fetchOnce<T>(key: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(key, { headers: { accept: 'application/json' }, signal });
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (isJson && (response.ok || (key.startsWith('/api/page') && response.status === 404))) {
    return (await response.json()) as T;
  }
  const body = isJson ? ((await response.json()) as { message?: string }) : null;
  throw new FetchError(response.status, body?.message ?? response.statusText);
}

/** One attempt of a search request: a gateway failure is worth another attempt. */
async function searchAttempt<T>(key: string, signal: AbortSignal): Promise<T> {
  try {
    return await fetchOnce<T>(key, signal);
  } catch (error) {
    if (error instanceof FetchError && RETRIABLE_STATUSES.has(error.status)) throw new RetriableStatusError(error.status, error.message);
    throw error;
  }
}

/**
 * SWR fetcher for JSON API keys. Page payloads come back with 404 too: that is data, not error.
 * Search requests are aborted after 4000 ms and retried 3 times; SWR keeps them loading (the list
 * keeps its skeletons) until then, and a request that never got an answer ends as NetworkError,
 * which the offline boundary shows.
 */
export async function fetchJson<T>(key: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  if (!isSearchRequest(key)) return fetchOnce<T>(key, options.signal);
  try {
    return await withRetry((signal) => searchAttempt<T>(key, signal));
  } catch (error) {
    if (error instanceof RetriableStatusError) throw new FetchError(error.status, error.message);
    throw error;
  }
}
