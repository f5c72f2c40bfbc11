import { STORE_FETCH_TIMEOUT_MS } from '../../../shared/stores/store-search-constants';
import { fetchJson } from '../../data/fetcher';

/** SWR fetcher for store requests: the shared JSON fetcher with the store fetch time limit (20 s). */
export function fetchStores<T>(key: string): Promise<T> {
  return fetchJson<T>(key, { signal: AbortSignal.timeout(STORE_FETCH_TIMEOUT_MS) });
}

/** Query string of the site and locale every store API call names. */
export function siteQuery(siteId: string, localeId: string): string {
  return `site=${siteId}&locale=${localeId}`;
}
