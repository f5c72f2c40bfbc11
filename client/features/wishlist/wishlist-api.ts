/** Calls of the storefront wish list (ACCOUNT_API.wishlist…); a refusal carries the server's status. */
import { ACCOUNT_API, type Wishlist, type WishlistAddResult } from '../../../shared/account/account-api';

export class WishlistRequestError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || !data) throw new WishlistRequestError(response.status, data?.message ?? response.statusText);
  return data;
}

export function addToWishlistCall(productId: string, quantity: number): Promise<WishlistAddResult> {
  return send<WishlistAddResult>('POST', ACCOUNT_API.wishlist, { productId, quantity });
}

export function removeFromWishlistCall(productId: string): Promise<Wishlist> {
  return send<Wishlist>('DELETE', ACCOUNT_API.wishlistItem(productId));
}
