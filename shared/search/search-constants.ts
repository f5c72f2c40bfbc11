/** Search and listing constants (document 1 §9, document 2 §9) and the values this store chose. */

/**
 * Sorting rule ids, in the order the sort control lists them. `most-bought-for-vehicle` ranks by
 * the selected vehicle's units sold and is offered only with a vehicle (decision 290).
 */
export const SORTING_RULE_IDS = ['best-sellers', 'most-bought-for-vehicle', 'best-matches', 'price-low-to-high', 'price-high-to-low', 'top-rated', 'newest'] as const;
export type SortingRuleId = (typeof SORTING_RULE_IDS)[number];

/** The sort that needs a vehicle; without one a list asking for it is sorted by best sellers (decision 290). */
export const VEHICLE_SORT: SortingRuleId = 'most-bought-for-vehicle';
/** Cards of a vehicle's list that carry the "Most bought for your {vehicle}" badge (decision 291). */
export const MOST_BOUGHT_BADGES = 3;

/** Default sort of category lists (document 2 §9). */
export const DEFAULT_LIST_SORT: SortingRuleId = 'best-sellers';
/** Default sort of text search, the storefront-wide default (document 1 §9). */
export const DEFAULT_SEARCH_SORT: SortingRuleId = 'best-matches';

/** Cards per page; the spec leaves it open (decision 040): 24 fills rows of 2, 3 and 4 cards. */
export const DEFAULT_PAGE_SIZE = 24;
/** Largest page the APIs serve. */
export const MAX_PAGE_SIZE = 100;
/** Offsets past this are refused: nobody pages that deep, and it bounds the SQL work. */
export const MAX_OFFSET = 10_000;

/** Up to 24 product suggestions; 3 suggested categories and 3 phrases (document 1 §9). */
export const SUGGESTED_PRODUCTS_MAX = 24;
export const SUGGESTED_ITEMS_MAX = 3;
/** Shortest query that asks for suggestions (decision 043). */
export const SUGGESTION_MIN_CHARS = 2;
/** Header input debounce (document 1 §5). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Longest query accepted anywhere. */
export const MAX_QUERY_LENGTH = 200;

/** Recent searches kept in the browser under this key (document 1 §3), newest first. */
export const RECENT_SEARCH_KEY = 'recent-search-key';
/** Cap of the recent-search list (decision 042). */
export const RECENT_SEARCH_CAP = 5;

/** After a filter change the affected card is followed this long (document 2 §9). */
export const SCROLL_OBSERVER_MS = 5000;
/** Page buttons on mobile and on larger screens (document 2 §2). */
export const PAGE_BUTTONS_MOBILE = 3;
export const PAGE_BUTTONS_DESKTOP = 5;

/** Refinement attribute ids (document 2 §3). */
export const REFINEMENT_IDS = {
  category: 'cgid',
  color: 'c_refinementColor',
  size: 'c_size',
  price: 'price',
  deal: 'c_isDeal',
  inStore: 'inStore',
  submodel: 'submodel',
  engine: 'engine',
  /** Where on the vehicle the part goes: front, rear, left, right (issue 30, decision 287). */
  position: 'c_position',
} as const;

/** Fitment refinement ids; their "…Disabled" twins are never shown (document 2 §3). */
export const FITMENT_ATTRIBUTES = ['submodel', 'engine'] as const;
export type FitmentAttribute = (typeof FITMENT_ATTRIBUTES)[number];

/** Single-select (checkbox type) refinements: choosing a value replaces the previous one. */
export const SINGLE_SELECT_REFINEMENTS: readonly string[] = ['c_isDeal', 'inStore', 'submodel', 'engine'];

/** Price buckets in major units of the site currency (decision 041); the last is open-ended. */
export const PRICE_BUCKETS: readonly (readonly [number, number | null])[] = [
  [0, 25],
  [25, 50],
  [50, 100],
  [100, 200],
  [200, 500],
  [500, null],
];

/** Units-sold badge shows a plus above this count (document 2 §9). */
export const UNITS_SOLD_CAP = 500;
