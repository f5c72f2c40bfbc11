import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { inWishlistAtom, wishlistIdsAtom } from './wishlist-state';

describe('wish-list state of one product', () => {
  it('follows the list for its own product only', () => {
    const store = createStore();
    const seen: string[] = [];
    store.sub(inWishlistAtom('AX-BRK-100010'), () => seen.push('brake'));
    store.sub(inWishlistAtom('AX-FLT-100001'), () => seen.push('filter'));
    expect(store.get(inWishlistAtom('AX-BRK-100010'))).toBe(false);

    store.set(wishlistIdsAtom, new Set(['AX-BRK-100010']));
    expect(store.get(inWishlistAtom('AX-BRK-100010'))).toBe(true);
    expect(store.get(inWishlistAtom('AX-FLT-100001'))).toBe(false);
    // A new list that leaves a product where it was does not notify that product's hearts.
    store.set(wishlistIdsAtom, new Set(['AX-BRK-100010', 'AX-OIL-100002']));
    expect(seen).toEqual(['brake']);
  });

  it('is one atom per product, shared by every heart of it', () => {
    expect(inWishlistAtom('AX-BRK-100010')).toBe(inWishlistAtom('AX-BRK-100010'));
  });
});
