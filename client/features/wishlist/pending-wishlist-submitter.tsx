import { useEffect, useRef } from 'react';
import { useAccount } from '../account/use-account';
import { useAddToWishlist } from './use-wishlist';
import { clearStash, isStashPending, pendingStashAction, readStash } from './wishlist-stash';

/**
 * After a login or registration reload (document 1 §4 Auth modal): when the pending flag is set and
 * the shopper is now registered, adds the stashed product (with its toast), then clears stash and
 * flag. Cleared first, so a second reload never adds twice. Mounted once in the shell.
 */
export function PendingWishlistSubmitter() {
  const { account, isLoading } = useAccount();
  const add = useAddToWishlist();
  const done = useRef(false);
  useEffect(() => {
    if (isLoading || done.current) return;
    const action = pendingStashAction({ pending: isStashPending(), registered: account.isRegistered, stash: readStash() });
    if (!action.clear) return;
    done.current = true;
    clearStash();
    if (action.add) void add(action.add.productId, action.add.quantity);
  }, [isLoading, account.isRegistered, add]);
  return null;
}
