import { RECENT_SEARCH_CAP } from './search-constants';

/**
 * The recent-search list after searching `term`: trimmed, newest first, duplicates removed
 * case-insensitively (the newest spelling wins), capped (document 1 §4/§9, decision 042).
 */
export function addRecentSearch(list: readonly string[], term: string, cap = RECENT_SEARCH_CAP): string[] {
  const clean = term.trim();
  if (!clean) return [...list].slice(0, cap);
  const key = clean.toLocaleLowerCase();
  return [clean, ...list.filter((item) => item.trim().toLocaleLowerCase() !== key)].slice(0, cap);
}

/** Reads a stored list defensively: anything that is not a list of strings is an empty list. */
export function parseRecentSearches(raw: string | null, cap = RECENT_SEARCH_CAP): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, cap) : [];
  } catch {
    return [];
  }
}
