import type { CountryCode } from '../sites/config';

/** Address autocomplete constants (document 1 §5, §9). */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 350;
export const AUTOCOMPLETE_LIST_MAX_HEIGHT_PX = 300;
export const AUTOCOMPLETE_MAX_RESULTS = 8;

/** One suggestion from the bundled postal centroids: a postal area and its province or state. */
export interface AddressSuggestion {
  /** The postal area: a Canadian FSA ("M5J") or a US ZIP ("10001"). */
  postalCode: string;
  stateCode: string;
  countryCode: CountryCode;
}

/** The query as the lookup uses it: upper case without spaces; null when under 3 characters or not a postal prefix. */
export function autocompletePrefix(country: CountryCode, query: string): string | null {
  const compact = query.replace(/\s+/g, '').toUpperCase();
  if (compact.length < AUTOCOMPLETE_MIN_CHARS) return null;
  if (country === 'CA') return /^[A-Z][0-9][A-Z]/.test(compact) ? compact.slice(0, 3) : null;
  return /^[0-9]{3,5}/.test(compact) ? compact.match(/^[0-9]{3,5}/)![0] : null;
}

/** A picked suggestion is used only when its state is in the allowed list; otherwise the pick is ignored (document 1 §5). */
export function acceptSuggestion(pick: AddressSuggestion, allowedStateIds: readonly string[]): boolean {
  return allowedStateIds.includes(pick.stateCode);
}
