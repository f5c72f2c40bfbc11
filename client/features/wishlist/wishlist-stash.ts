/**
 * The product a guest tried to add to the wish list, kept in the browser until sign-in (document 1
 * §3 Browser-kept preferences, §4 Auth modal / Wish list). The sign-in modal sets the pending flag
 * on success; after the reload the pending submitter adds the product and clears both.
 */
import { WISHLIST_PENDING_KEY, WISHLIST_STASH_KEY } from '../account/sign-in-request';

export interface WishlistStash {
  productId: string;
  quantity: number;
}

/** A stored stash read back: a plausible product id and a whole quantity 1–999, else null. */
export function parseStash(raw: string | null | undefined): WishlistStash | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WishlistStash> | null;
    if (!value || typeof value.productId !== 'string' || !/^[A-Za-z0-9._-]{1,100}$/.test(value.productId)) return null;
    const quantity = value.quantity ?? 1;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 999) return null;
    return { productId: value.productId, quantity };
  } catch {
    return null;
  }
}

/**
 * What the load after sign-in does with the stash: nothing without the pending flag (a guest who
 * closed the modal keeps browsing); with it, stash and flag are cleared, and the product is added
 * only when the shopper is now registered.
 */
export function pendingStashAction(input: { pending: boolean; registered: boolean; stash: WishlistStash | null }): { add: WishlistStash | null; clear: boolean } {
  if (!input.pending) return { add: null, clear: false };
  return { add: input.registered ? input.stash : null, clear: true };
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the product (the latest heart wins: one stash at a time). */
export function writeStash(stash: WishlistStash): void {
  try {
    local()?.setItem(WISHLIST_STASH_KEY, JSON.stringify(stash));
  } catch (error) {
    console.warn('wish-list product could not be kept', error);
  }
}

export function readStash(): WishlistStash | null {
  return parseStash(local()?.getItem(WISHLIST_STASH_KEY));
}

/** Whether a login or registration asked for the stashed product to be added after the reload. */
export function isStashPending(): boolean {
  const storage = session();
  return storage !== null && storage.getItem(WISHLIST_PENDING_KEY) !== null;
}

/** Removes the stash and the pending flag together. */
export function clearStash(): void {
  try {
    local()?.removeItem(WISHLIST_STASH_KEY);
    session()?.removeItem(WISHLIST_PENDING_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}
