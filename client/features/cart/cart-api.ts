/** Calls of the storefront cart (`/api/cart…`, same basket engine as the Shopper Baskets API). */
import type { AddToCartRequest } from '../../../shared/cart/add-to-cart';
import type { Basket, CartResponse, ShipmentType } from '../../../shared/cart/basket';

/** SWR key of the shopper's cart on a site, in a locale (names come back in that language). */
export function cartKey(siteId: string, localeId: string): string {
  return `/api/cart?site=${siteId}&locale=${localeId}`;
}

/** A refused cart change, carrying the server's message (document 1 §8: server title). */
export class CartRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function send<T>(method: string, path: string, siteQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${path}?${siteQuery}`, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as ({ title?: string; message?: string } & T) | null;
  if (!response.ok || !data) throw new CartRequestError(response.status, data?.title ?? data?.message ?? '');
  return data;
}

const siteQueryOf = (key: string) => key.slice(key.indexOf('?') + 1);

export function addToCartCall(key: string, request: AddToCartRequest) {
  return send<{ basket: Basket; addedItemIds: string[] }>('POST', '/api/cart/items', siteQueryOf(key), request);
}

export function updateLineCall(key: string, itemId: string, change: { quantity?: number; shipmentType?: ShipmentType; storeId?: string | null }) {
  return send<CartResponse>('PATCH', `/api/cart/items/${encodeURIComponent(itemId)}`, siteQueryOf(key), change);
}

export function removeLineCall(key: string, itemId: string) {
  return send<CartResponse>('DELETE', `/api/cart/items/${encodeURIComponent(itemId)}`, siteQueryOf(key));
}

/** The selected store changed: the basket's pickup shipment follows it (no basket: nothing changes). */
export function followStoreCall(key: string, storeId: string) {
  return send<CartResponse>('PUT', '/api/cart/pickup-store', siteQueryOf(key), { storeId });
}
