/** Calls of the storefront wish list (ACCOUNT_API.wishlist…). */
import { ACCOUNT_API, type Wishlist, type WishlistAddResult } from '../../../shared/account/account-api';
import { accountRequest } from '../account/account-request';

export function addToWishlistCall(productId: string, quantity: number): Promise<WishlistAddResult> {
  return accountRequest<WishlistAddResult>('POST', ACCOUNT_API.wishlist, { productId, quantity });
}

export function removeFromWishlistCall(productId: string): Promise<Wishlist> {
  return accountRequest<Wishlist>('DELETE', ACCOUNT_API.wishlistItem(productId));
}
