/** Store search and store list constants (document 1 §9, document 2 §8). */
import type { DistanceUnit } from '../types/store';

export const STORE_SEARCH_DEFAULT_COUNTRY = 'CA';
/** Default max distance, in km (the US site converts it to miles, see decision 070). */
export const STORE_SEARCH_MAX_DISTANCE_KM = 120;
export const STORE_SEARCH_LIMIT = 3;
export const STORE_SEARCH_OFFSET = 0;
export const STORE_SEARCH_UNIT: DistanceUnit = 'km';
/** Largest page a caller may ask for (Shopper Stores allows up to 200). */
export const STORE_SEARCH_MAX_LIMIT = 200;
/** Store fetch time limit. */
export const STORE_FETCH_TIMEOUT_MS = 20_000;
/** The store locator's first list (document 2 §4 Selected store). */
export const INITIAL_STORE_LIST_LIMIT = 10;
export const STORE_SEARCH_DEBOUNCE_MS = 500;
/** Stock skeleton fallback on the product page (100 ms in the tabbed variant). */
export const STOCK_SKELETON_FALLBACK_MS = 3000;

/** US site default: miles, with the same 120 km radius expressed in miles (decision 070). */
export const US_STORE_SEARCH_UNIT: DistanceUnit = 'mi';
export const US_STORE_SEARCH_MAX_DISTANCE_MI = 75;
