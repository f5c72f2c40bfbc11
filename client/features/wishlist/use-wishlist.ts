/**
 * The wish list in the browser (document 1 §4 Wish list, document 2 §4 Wishlist): one SWR read of
 * /api/wishlist for the page, made by WishlistSync only for a registered shopper; the add and remove
 * actions with their toasts; guests stash the product and are asked to sign in.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ACCOUNT_API, type Wishlist } from '../../../shared/account/account-api';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { useAccount, useRefreshAccount } from '../account/use-account';
import { accountPendingAtom, accountSummaryAtom } from '../shell/account-state';
import { useAfterHydration } from '../../data/after-hydration';
import { inWishlistAtom, mountedHeartsAtom } from './wishlist-state';
import { isLoginPath, signInRequestAtom } from '../account/sign-in-request';
import { LINK_TOAST_DURATION_MS, showToast } from '../toast/toaster';
import { addToWishlistCall, removeFromWishlistCall } from './wishlist-api';
import { writeStash } from './wishlist-stash';
import type { DataLayerItem } from '../../../shared/analytics/data-layer-events';
import { trackItems } from '../analytics/analytics-events';

/** Where the toasts' View link goes (prefix-free). */
export const WISHLIST_PAGE_PATH = '/account/wishlist';

/** Products with a request in flight: a repeat click on any heart of that product is ignored. */
const inFlight = new Set<string>();

/** The registered shopper's wish list, or null (guest, or not read yet). */
export function useWishlist(): Wishlist | null {
  const { account } = useAccount();
  const { data } = useSWR<Wishlist>(account.isRegistered ? ACCOUNT_API.wishlist : null, { dedupingInterval: 10_000 });
  return account.isRegistered ? (data ?? null) : null;
}

/**
 * Adds a product for a registered shopper, with the toasts; shared by the hearts and the pending
 * submitter. A new item is reported as add_to_wishlist, with the heart's item when it has one
 * (the pending submitter only knows the product id).
 */
export function useAddToWishlist(): (productId: string, quantity: number, item?: () => DataLayerItem) => Promise<void> {
  const t = useT();
  const { mutate } = useSWRConfig();
  const { location } = useRouter();
  const currency = location.site.l10n.defaultCurrency;
  return useCallback(
    async (productId: string, quantity: number, item?: () => DataLayerItem) => {
      if (inFlight.has(productId)) return;
      inFlight.add(productId);
      try {
        const result = await addToWishlistCall(productId, quantity);
        await mutate(ACCOUNT_API.wishlist, result.wishlist, { revalidate: false });
        const link = { linkText: t('wishlist.view'), linkUrl: WISHLIST_PAGE_PATH, duration: LINK_TOAST_DURATION_MS };
        if (result.outcome === 'already') showToast({ status: 'info', message: t('wishlist.already'), ...link });
        else {
          showToast({ status: 'success', message: t('wishlist.added', { quantity: result.quantity }), icon: 'heart', ...link });
          trackItems('add_to_wishlist', currency, [{ ...(item?.() ?? { item_id: productId }), quantity }]);
        }
      } catch {
        showToast({ status: 'error', message: t('wishlist.error') });
      } finally {
        inFlight.delete(productId);
      }
    },
    [mutate, t, currency],
  );
}

/**
 * One heart's toggle: add or remove for a registered shopper, stash and sign-in for a guest. The
 * heart reads only its product's place in the list (WishlistSync reads the list once for the
 * page); who is signed in is read from the store when it is tapped.
 */
export function useWishlistToggle(productId: string, quantity = 1, item?: () => DataLayerItem) {
  const t = useT();
  const { location } = useRouter();
  const store = useStore();
  const refreshAccount = useRefreshAccount();
  const requestSignIn = useSetAtom(signInRequestAtom);
  const add = useAddToWishlist();
  const { mutate } = useSWRConfig();
  // A heart hydrating after the list has arrived first renders unpressed, as the server did.
  const hydrated = useAfterHydration();
  const listed = useAtomValue(inWishlistAtom(productId));
  const pressed = hydrated && listed;
  useEffect(() => {
    store.set(mountedHeartsAtom, (count) => count + 1);
    return () => store.set(mountedHeartsAtom, (count) => count - 1);
  }, [store]);

  const toggle = useCallback(async () => {
    if (inFlight.has(productId)) return;
    // Before /me has answered the shopper is not known yet: ask once rather than guess.
    const registered = store.get(accountPendingAtom) ? Boolean((await refreshAccount())?.isRegistered) : store.get(accountSummaryAtom).isRegistered;
    if (!registered) {
      writeStash({ productId, quantity });
      if (isLoginPath(location.path)) showToast({ status: 'info', message: t('wishlist.signInToContinue') });
      else requestSignIn({ view: 'login' });
      return;
    }
    if (!pressed) return add(productId, quantity, item);
    inFlight.add(productId);
    try {
      const updated = await removeFromWishlistCall(productId);
      await mutate(ACCOUNT_API.wishlist, updated, { revalidate: false });
      showToast({ status: 'success', message: t('wishlist.removed'), icon: 'heart' });
    } catch {
      showToast({ status: 'error', message: t('wishlist.error') });
      await mutate(ACCOUNT_API.wishlist);
    } finally {
      inFlight.delete(productId);
    }
  }, [productId, quantity, item, store, refreshAccount, location.path, t, requestSignIn, pressed, add, mutate]);

  return { pressed, toggle, label: pressed ? t('wishlist.remove') : t('wishlist.add') };
}
