import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '../../../shared/search/search-constants';
import type { SearchSuggestions } from '../../../shared/search/search-types';
import { useRouter } from '../../router/router';

/** The value after it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Suggestions for the typed text, asked 300 ms after typing stops, from 2 characters on. */
export function useSuggestions(text: string, vehicle: string | null): { data: SearchSuggestions | undefined; isLoading: boolean } {
  const { location } = useRouter();
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = new URLSearchParams({ q, site: location.site.id, locale: location.locale.id });
  if (vehicle) query.set('vehicle', vehicle);
  const key = q.length >= SUGGESTION_MIN_CHARS ? `/api/search/suggestions?${query.toString()}` : null;
  const { data, isLoading } = useSWR<SearchSuggestions>(key, { keepPreviousData: true });
  return { data: key ? data : undefined, isLoading };
}
