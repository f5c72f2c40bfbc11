/**
 * How any feature asks the shopper to sign in (document 1 §2.5, §4 Auth modal): set the request
 * atom and the sign-in modal opens on that view. A guest's wish-list heart also stashes the product
 * (document 1 §3 Browser-kept preferences: the stashed pre-login wish-list product).
 */
import { atom } from 'jotai';

export type SignInView = 'login' | 'register' | 'password';

/** null: closed. Opening resets the modal to the requested view. */
export const signInRequestAtom = atom<{ view: SignInView } | null>(null);

/** localStorage key of the product a guest tried to add to the wish list: `{productId, quantity}` JSON. */
export const WISHLIST_STASH_KEY = 'axle.wishlistStash';
/**
 * sessionStorage flag set by a successful login or registration when a stash exists: after the
 * reload the wish list adds the stashed product, then clears both. Without it, closing the modal
 * drops the stash.
 */
export const WISHLIST_PENDING_KEY = 'axle.wishlistPending';

/** The path (prefix-free) of the login page; on it, protected actions show a toast instead of the modal. */
export function isLoginPath(prefixFreePath: string): boolean {
  return /\/login\/?$/.test(prefixFreePath);
}
