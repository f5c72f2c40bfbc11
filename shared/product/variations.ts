import type { DetailVariant, VariationAttribute } from './product-detail';

export type SelectedValues = Record<string, string>;

/**
 * The variant of the selected values (document 1 §5 Item product id): found only when every
 * attribute has a value and exactly one variant matches all of them; otherwise null.
 */
export function resolveVariant(attributes: readonly VariationAttribute[], variants: readonly DetailVariant[], selected: SelectedValues): DetailVariant | null {
  if (!attributes.length || attributes.some((a) => !selected[a.id])) return null;
  const matches = variants.filter((v) => attributes.every((a) => v.values[a.id] === selected[a.id]));
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/**
 * Whether a value can be picked given the other selected values: some orderable variant carries
 * it and agrees with every other selected attribute (unorderable values are disabled).
 */
export function isValueOrderable(attributeId: string, value: string, variants: readonly DetailVariant[], selected: SelectedValues): boolean {
  return variants.some(
    (v) => v.orderable && v.values[attributeId] === value && Object.entries(selected).every(([id, chosen]) => id === attributeId || v.values[id] === chosen),
  );
}

/** The item product id to add (document 1 §5): the product itself unless it is a master, then the resolved variant's id. */
export function itemProductId(product: { id: string; type: string }, variant: DetailVariant | null): string | null {
  if (product.type !== 'master' && product.type !== 'variant') return product.id;
  return variant?.productId ?? null;
}

/**
 * The selected values read from a query (document 1 §2.9): parameters named after the attribute
 * id; for a set member, a query string nested under the member's product id. Unknown values are dropped.
 */
export function readSelection(query: URLSearchParams, attributes: readonly VariationAttribute[], nestedUnder?: string): SelectedValues {
  const source = nestedUnder ? new URLSearchParams(query.get(nestedUnder) ?? '') : query;
  const selected: SelectedValues = {};
  for (const attribute of attributes) {
    const value = source.get(attribute.id);
    if (value && attribute.values.some((v) => v.value === value)) selected[attribute.id] = value;
  }
  return selected;
}

/** The query with one attribute's value set (or removed when null), nested under a set member's id when given. */
export function writeSelection(query: URLSearchParams, attributeId: string, value: string | null, nestedUnder?: string): URLSearchParams {
  const next = new URLSearchParams(query);
  const target = nestedUnder ? new URLSearchParams(next.get(nestedUnder) ?? '') : next;
  if (value === null) target.delete(attributeId);
  else target.set(attributeId, value);
  if (nestedUnder) {
    const nested = target.toString();
    if (nested) next.set(nestedUnder, nested);
    else next.delete(nestedUnder);
  }
  return next;
}
