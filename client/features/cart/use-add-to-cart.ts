import type { AddToCartRequest } from '../../../shared/cart/add-to-cart';

export interface AddToCart {
  /** Resolves true when the basket took the lines (the drawer then opens). */
  addToCart(request: AddToCartRequest): Promise<boolean>;
  adding: boolean;
}

/** Contract of the cart feature; the basket engine replaces this body. */
export function useAddToCart(): AddToCart {
  return { addToCart: async () => false, adding: false };
}
