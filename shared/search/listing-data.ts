import type { Category } from '../types/category';
import type { SearchResult } from './search-types';

/** A category without its children, as list and category pages carry it. */
export type ListingCategory = Omit<Category, 'categories'>;

/** The vehicle of a list, as the heading shows it. */
export interface ListingVehicle {
  modelId: string;
  year: number;
  makeName: string;
  modelName: string;
}

/** Payload data of the product list page (category, vehicle category and search modes). */
export interface ProductListData {
  mode: 'category' | 'search';
  category: ListingCategory | null;
  vehicle: ListingVehicle | null;
  /** The vehicle came from the path (/{modelId}/{categoryId}): the Filters button shows. */
  vehicleInPath: boolean;
  query: string;
  result: SearchResult;
}

/** Payload data of the category page. */
export interface CategoryPageData {
  category: ListingCategory;
  /** Sub-categories with products, each with its own sub-categories (two levels). */
  subCategories: Category[];
}
