/**
 * Who may be bought by their orderable flag (document 2 §4, §5; decision 262). The flag is the
 * catalogue's "may be sold online" switch; stock is a separate rule (stock-rules.ts).
 */

export type ProductKind = 'item' | 'master' | 'variant' | 'set' | 'bundle';

/** The spec's out-of-stock text (document 1 §8), also the API's message for an unorderable part. */
export const PART_NOT_AVAILABLE = 'Sorry, this part is not available.';

/** Document 2 §5: "Non-set, non-bundle items also need orderable"; sets and bundles go by stock. */
export function needsOrderableFlag(type: ProductKind): boolean {
  return type !== 'set' && type !== 'bundle';
}

/** Whether the flag lets the product be added, raised or ordered. */
export function orderableAllows(product: { type: ProductKind; orderable: boolean }): boolean {
  return product.orderable || !needsOrderableFlag(product.type);
}

/**
 * A card's Add to Cart (document 2 §4): purchasable when orderable or when stock is above 0,
 * and (§5) only when the flag allows it, so an unorderable part never offers a button that fails.
 */
export function cardPurchasable(product: { type: ProductKind; orderable: boolean; ats: number }): boolean {
  return orderableAllows(product) && (product.orderable || product.ats > 0);
}

/**
 * The product page's orderable state: a set's members are each bought as items, so each must be
 * orderable; a bundle goes by its stock; anything else by its own flag (a master's variants carry
 * their master's).
 */
export function detailOrderable(product: { type: ProductKind; orderable: boolean; children: readonly { type: ProductKind; orderable: boolean }[] }): boolean {
  if (product.type === 'set') return product.children.every(orderableAllows);
  return orderableAllows(product);
}
