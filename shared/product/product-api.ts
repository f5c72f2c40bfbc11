/** API key of a page of a product's compatible vehicles (GET /api/products/{id}/vehicles?q=&page=). */
export function productVehiclesKey(productId: string, q: string, page: number): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/api/products/${encodeURIComponent(productId)}/vehicles${text ? `?${text}` : ''}`;
}
