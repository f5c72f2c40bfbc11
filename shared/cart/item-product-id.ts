/** Item product id rule (document 1 §5). */

export type ProductKind = 'item' | 'bundle' | 'set' | 'master' | 'variant' | 'variationGroup';

export interface VariantChoice {
  id: string;
  /** Variation attribute id → value of this variant. */
  values: Readonly<Record<string, string>>;
}

/**
 * The id that goes into the basket: the product itself when it is a standalone item, a bundle or
 * already a variant; otherwise the variant matching all selected variation values, found only when
 * exactly one matches. Null when no single variant matches (and for sets, whose members are added).
 */
export function itemProductId(
  product: { id: string; type: ProductKind },
  variants: readonly VariantChoice[],
  selected: Readonly<Record<string, string>>,
): string | null {
  if (product.type === 'item' || product.type === 'bundle' || product.type === 'variant') return product.id;
  if (product.type === 'set') return null;
  const matches = variants.filter((variant) => Object.entries(selected).every(([attribute, value]) => variant.values[attribute] === value));
  return matches.length === 1 ? matches[0]!.id : null;
}
