/** Shopper Products' Category with absolute image links (the engine's are relative to the store). */
import type { Category } from '../../../../shared/types/category';
import { absoluteLink } from './scapi-values';

export function toScapiCategory(category: Category, origin: string): Category {
  return {
    ...category,
    ...(category.image ? { image: absoluteLink(category.image, origin) } : {}),
    ...(category.categories ? { categories: category.categories.map((child) => toScapiCategory(child, origin)) } : {}),
  };
}
