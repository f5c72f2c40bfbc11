import { useCallback, useEffect, useState } from 'react';
import { addRecentSearch, parseRecentSearches } from '../../../shared/search/recent-searches';
import { RECENT_SEARCH_KEY } from '../../../shared/search/search-constants';

/** Recent searches in browser storage (key recent-search-key), read after hydration. */
export function useRecentSearches(): [string[], (term: string) => void] {
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => {
    try {
      setRecent(parseRecentSearches(window.localStorage.getItem(RECENT_SEARCH_KEY)));
    } catch {
      // Blocked storage: no recent searches this visit.
    }
  }, []);
  const save = useCallback((term: string) => {
    setRecent((current) => {
      const next = addRecentSearch(current, term);
      try {
        window.localStorage.setItem(RECENT_SEARCH_KEY, JSON.stringify(next));
      } catch {
        // The search still runs; only the list is not kept.
      }
      return next;
    });
  }, []);
  return [recent, save];
}
