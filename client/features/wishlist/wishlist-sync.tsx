import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useWishlist } from './use-wishlist';
import { mountedHeartsAtom, wishlistIdsAtom } from './wishlist-state';

/**
 * Reads the wish list once for the page while hearts are shown, and hands the hearts its product
 * ids (wishlistIdsAtom). A guest's list is never read.
 */
export function WishlistSync() {
  const heartsShown = useAtomValue(mountedHeartsAtom) > 0;
  return heartsShown ? <WishlistReader /> : null;
}

function WishlistReader() {
  const wishlist = useWishlist();
  const setIds = useSetAtom(wishlistIdsAtom);
  useEffect(() => {
    setIds(new Set(wishlist?.customerProductListItems.map((item) => item.productId) ?? []));
  }, [wishlist, setIds]);
  return null;
}
