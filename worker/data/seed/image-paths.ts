/** Where the generated placeholder images live under public/ (images.ts draws them). */

/** File name of view k (0-based) of a leaf category's product image. */
export function productImageFile(leafId: string, view: number): string {
  return `${leafId}-${view + 1}.png`;
}

/** URL path of a product image view. */
export function productImagePath(leafId: string, view: number): string {
  return `/images/products/${productImageFile(leafId, view)}`;
}

/** URL path of a category's image. */
export function categoryImagePath(categoryId: string): string {
  return `/images/categories/${categoryId}.png`;
}
