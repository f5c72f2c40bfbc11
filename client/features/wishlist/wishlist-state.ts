import { atom, type Atom } from 'jotai';

/**
 * The wish list as the hearts see it: the product ids of the registered shopper's list, kept by
 * WishlistSync (one read for the page). Each heart reads only whether its own product is in it,
 * so an answer that changes nothing for a product (always, for a guest) re-renders no heart.
 */
export const wishlistIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Hearts on the page: the list is read only while at least one is mounted. */
export const mountedHeartsAtom = atom(0);

const inWishlistAtoms = new Map<string, Atom<boolean>>();

/** Whether one product is in the wish list, as an atom shared by every heart of that product. */
export function inWishlistAtom(productId: string): Atom<boolean> {
  let found = inWishlistAtoms.get(productId);
  if (!found) {
    found = atom((get) => get(wishlistIdsAtom).has(productId));
    inWishlistAtoms.set(productId, found);
  }
  return found;
}
