import type { ProductHit } from '../../../shared/types/product';

/**
 * Card link (document 2 §2): /{catId}/{id}/{productId} — the vehicle's model id replaces the parent
 * category on vehicle lists — with the selected fitment filters in the query.
 */
export function cardHref(hit: Pick<ProductHit, 'productId' | 'primaryCategoryId' | 'parentCategoryId'>, vehicleId: string | null, fitmentFilters: Record<string, string[]>): string {
  const first = vehicleId ?? hit.parentCategoryId ?? 'product';
  const query = new URLSearchParams();
  for (const [attribute, values] of Object.entries(fitmentFilters)) for (const value of values) query.append(attribute, value);
  const search = query.toString();
  return `/${first}/${hit.primaryCategoryId}/${hit.productId}${search ? `?${search}` : ''}`;
}
