/** Price selection rules of document 2 §9, in minor units. */

export interface PriceInput {
  /** Original (list) price. */
  list: number;
  sale: number;
  /** Price of the product's own promotion, if any. */
  promotion?: number | null;
  /** Prices of product promotions; the lowest one overrides when lower. */
  productPromotions?: readonly number[];
}

export interface ResolvedPrice {
  /** What the shopper pays. */
  price: number;
  /** The struck-through base price, or null when there is no discount. */
  originalPrice: number | null;
}

/**
 * If the sale price is below the original, the original is the base and the sale (or a lower
 * promotion price) is the discount; the lowest product promotion overrides if lower still.
 */
export function resolvePrice(input: PriceInput): ResolvedPrice {
  let price = input.sale;
  if (input.promotion != null && input.promotion < price) price = input.promotion;
  const lowestPromotion = input.productPromotions?.length ? Math.min(...input.productPromotions) : null;
  if (lowestPromotion !== null && lowestPromotion < price) price = lowestPromotion;
  return { price, originalPrice: price < input.list ? input.list : null };
}

/** "Up to N% off": (base − discount) / base, rounded; 0 without a base. */
export function discountPercent(base: number, discounted: number): number {
  return base > 0 && discounted < base ? Math.round(((base - discounted) / base) * 100) : 0;
}

/** Detail-page discount: original − sale, 0 when the sale is not lower. */
export function detailDiscount(original: number, sale: number): number {
  return sale < original ? original - sale : 0;
}

export interface PriceTier {
  quantity: number;
  price: number;
}

/**
 * Tiered pricing: with more than one tier and a tier matching the quantity exactly, that tier's
 * price; otherwise the regular price.
 */
export function tierPrice(tiers: readonly PriceTier[], quantity: number, regular: number): number {
  if (tiers.length <= 1) return regular;
  return tiers.find((tier) => tier.quantity === quantity)?.price ?? regular;
}

/** The percent of the product page's savings badge ("Up to N% off"), 0 when not discounted. */
export function savingsPercent(resolved: ResolvedPrice): number {
  return resolved.originalPrice === null ? 0 : discountPercent(resolved.originalPrice, resolved.price);
}
