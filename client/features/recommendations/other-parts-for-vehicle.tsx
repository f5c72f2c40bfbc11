import type { ProductSectionInput } from '../../../shared/types/product-section';

/** Contract of "Other parts for your vehicle"; the recommendations feature replaces it. */
export function OtherPartsForVehicle(_props: ProductSectionInput) {
  return null;
}
