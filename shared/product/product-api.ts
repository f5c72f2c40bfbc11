/**
 * API key of a page of a product's compatible vehicles (GET /api/products/{id}/vehicles?site=&locale=&q=&page=).
 * Site and locale are part of it: the rows' notes are worded in the locale.
 */
export function productVehiclesKey(productId: string, q: string, page: number, siteId: string, localeId: string): string {
  const query = new URLSearchParams({ site: siteId, locale: localeId });
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/api/products/${encodeURIComponent(productId)}/vehicles${text ? `?${text}` : ''}`;
}

/** Product ids the APIs accept: letters, digits, dots, dashes and underscores, at most 100. */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
export const PRODUCT_ID_MESSAGE = 'id must be 1 to 100 letters, digits, dots, dashes or underscores';
