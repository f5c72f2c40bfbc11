import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { GeoPoint } from '../../../shared/stores/distance';
import { checkStorePostalCode } from '../../../shared/stores/postal-code';
import { INITIAL_STORE_LIST_LIMIT, STORE_SEARCH_DEBOUNCE_MS, STORE_SEARCH_LIMIT } from '../../../shared/stores/store-search-constants';
import type { StoreSearchResult } from '../../../shared/types/store';
import { FetchError } from '../../data/fetcher';
import { useRouter } from '../../router/router';
import { fetchStores, siteQuery } from '../store-picker/store-fetch';

/** What the list shows: the site's stores, or the nearest to a postal code or to the browser's position. */
export type StoreQuery = { kind: 'none' } | { kind: 'list' } | { kind: 'postal'; postalCode: string } | { kind: 'point'; point: GeoPoint };

export function storeQueryKey(siteId: string, localeId: string, query: StoreQuery, limit: number, productId?: string): string | null {
  if (query.kind === 'none') return null;
  const base = siteQuery(siteId, localeId);
  const product = productId ? `&productId=${encodeURIComponent(productId)}` : '';
  if (query.kind === 'list') return `/api/stores/list?${base}&limit=${limit}`;
  const where =
    query.kind === 'postal'
      ? `postalCode=${encodeURIComponent(query.postalCode)}`
      : `latitude=${query.point.latitude.toFixed(5)}&longitude=${query.point.longitude.toFixed(5)}`;
  return `/api/stores/search?${base}&${where}&limit=${limit}${product}`;
}

export interface StoreSearchOptions {
  /** Server-rendered first list (the locator); none in the drawer. */
  initial?: StoreSearchResult;
  initialQuery: StoreQuery;
  productId?: string;
}

/**
 * Store search state: the postal-code input (checked as the shopper types, searched 500 ms after
 * the last keystroke when valid, at once on submit), the browser's location, and "load more".
 */
export function useStoreSearch({ initial, initialQuery, productId }: StoreSearchOptions) {
  const { location } = useRouter();
  const country = location.site.l10n.country;
  const [input, setInput] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [query, setQuery] = useState<StoreQuery>(initialQuery);
  const pageSize = query.kind === 'list' ? INITIAL_STORE_LIST_LIMIT : STORE_SEARCH_LIMIT;
  const [limit, setLimit] = useState(pageSize);
  const key = storeQueryKey(location.site.id, location.locale.id, query, limit, productId);
  const firstKey = useRef(key);
  const { data, error, isLoading } = useSWR<StoreSearchResult>(key, fetchStores, {
    keepPreviousData: key !== null,
    fallbackData: key === firstKey.current ? initial : undefined,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function run(next: StoreQuery): void {
    setQuery(next);
    setLimit(next.kind === 'list' ? INITIAL_STORE_LIST_LIMIT : STORE_SEARCH_LIMIT);
  }

  /** Validates and searches; returns false (and flags the input) when the code is not valid. */
  function searchPostal(value: string): boolean {
    const check = checkStorePostalCode(value, country);
    setInvalid(!check.ok);
    if (check.ok) run({ kind: 'postal', postalCode: check.postalCode });
    return check.ok;
  }

  return {
    input,
    // The server also rejects a code whose first letter does not match its province.
    invalid: invalid || (error instanceof FetchError && error.status === 400),
    query,
    result: data,
    loading: isLoading,
    failed: Boolean(error) && !(error instanceof FetchError && error.status === 400),
    country,
    onInputChange(value: string) {
      setInput(value);
      setInvalid(false);
      if (timer.current) clearTimeout(timer.current);
      // Search while typing once the code is complete and valid; incomplete codes wait for submit.
      timer.current = setTimeout(() => {
        if (checkStorePostalCode(value, country).ok) searchPostal(value);
      }, STORE_SEARCH_DEBOUNCE_MS);
    },
    submit() {
      if (timer.current) clearTimeout(timer.current);
      return searchPostal(input);
    },
    searchPoint(point: GeoPoint) {
      run({ kind: 'point', point });
    },
    loadMore() {
      setLimit((n) => n + pageSize);
    },
    hasMore: Boolean(data && data.total > data.data.length),
  };
}
