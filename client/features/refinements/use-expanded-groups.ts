import { useCallback, useEffect, useState } from 'react';

/** Browser key of the expanded filter-group indices (document 2 §4). */
export const EXPANDED_GROUPS_KEY = 'axle-expanded-filter-groups';

function read(): string[] | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(EXPANDED_GROUPS_KEY) ?? 'null');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * Expanded filter groups by index, kept in local storage and restored after hydration (the
 * server renders the default so the first paint matches).
 */
export function useExpandedGroups(defaults: string[]): [string[], (next: string[]) => void] {
  const [expanded, setExpanded] = useState(defaults);
  useEffect(() => {
    const stored = read();
    if (stored) setExpanded(stored);
  }, []);
  const update = useCallback((next: string[]) => {
    setExpanded(next);
    try {
      window.localStorage.setItem(EXPANDED_GROUPS_KEY, JSON.stringify(next));
    } catch {
      // Storage can be full or blocked; the groups still open and close for this visit.
    }
  }, []);
  return [expanded, update];
}
