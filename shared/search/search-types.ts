import type { CurrencyCode } from '../sites/config';
import type { ProductHit } from '../types/product';
import type { SortingRuleId } from './search-constants';

/** One value of a refinement with its hit count (document 2 §3 Refinement). */
export interface RefinementValue {
  label: string;
  value: string;
  hitCount: number;
  /** Hits of the whole result, so a client can tell a narrowing value from a neutral one. */
  total: number;
  isDisabled: boolean;
  presentationId?: string;
}

export interface Refinement {
  attributeId: string;
  label: string;
  values: RefinementValue[];
  isClientRefinement: boolean;
}

export interface SortingOption {
  id: SortingRuleId;
  label: string;
}

/** Search result (document 2 §3). */
export interface SearchResult {
  hits: ProductHit[];
  refinements: Refinement[];
  total: number;
  offset: number;
  limit: number;
  pagination: { currentPage: number; pageSize: number; total: number };
  sortingOptions: SortingOption[];
  selectedSortingOption: SortingRuleId;
  /** Refinements applied, attribute → values. */
  selectedRefinements: Record<string, string[]>;
  query?: string;
  currency: CurrencyCode;
}

/** The vehicle a search is narrowed to: base model plus optional qualifiers. */
export interface VehicleFilter {
  modelId: string;
  submodel?: string;
  engine?: string;
}

/** What the engine is asked. */
export interface SearchQuery {
  q?: string;
  categoryId?: string;
  vehicle?: VehicleFilter;
  refine: Record<string, string[]>;
  sort: SortingRuleId;
  offset: number;
  limit: number;
  /** Store whose stock the inStore refinement reads; default: the site country's default store. */
  storeId?: string;
  /** Only products with online stock. */
  inStockOnly?: boolean;
  /** Fitment attributes to offer as refinements (default all). */
  fitmentAttributes?: readonly string[];
  /** Only hits of these product types (Shopper Search's htype refinement; empty: none); all when absent. */
  hitTypes?: readonly ('item' | 'master' | 'set' | 'bundle')[];
}

/** Header popover suggestions (document 1 §2.8). */
export interface SearchSuggestions {
  query: string;
  categories: { id: string; name: string; parentId: string | null }[];
  phrases: string[];
  products: { productId: string; name: string; image: string | null; price: number; currency: CurrencyCode; href: string }[];
}
