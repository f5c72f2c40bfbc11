/** What every streamed section of the product page gets (stock, reviews, recommendations). */
export interface ProductSectionInput {
  productId: string;
  productName: string;
  primaryCategoryId: string;
  /** The vehicle the page is about (URL, else the selected vehicle), or null. */
  modelId: string | null;
}
