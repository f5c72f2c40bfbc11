import type { ProductSectionInput } from '../../../shared/types/product-section';

/** Contract of the reviews section (summary, list, write-a-review); the reviews feature replaces it. */
export function ProductReviewsSection(_props: ProductSectionInput) {
  return null;
}
