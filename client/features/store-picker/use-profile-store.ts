/**
 * For a registered customer the selected store of the site comes from the profile and wins over
 * the browser's (shared/stores/selected-store.ts). A profile without one for this site takes the
 * store chosen in the browser as a guest (decision 168, `storeAtLogin`); the browser copy is then
 * removed and, when the profile's store differs, the basket's pickup shipment follows it.
 */
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { parseStoredStoreId, selectedStoreStorageKey } from '../../../shared/stores/selected-store';
import { storeAtLogin } from '../../../shared/stores/store-login-sync';
import { useRouter } from '../../router/router';
import { useAccount } from '../account/use-account';
import { useFollowStore } from '../cart/use-follow-store';
import { readProfileStore, saveProfileStore } from './profile-store';
import { profileStoreIdAtom } from './selected-store';

function browserStoreId(siteId: string): string | null {
  try {
    return parseStoredStoreId(window.localStorage.getItem(selectedStoreStorageKey(siteId)));
  } catch {
    return null;
  }
}

/** After the first signed-in load the profile is the only copy (choices go there, decision 168). */
function dropBrowserStore(siteId: string): void {
  try {
    window.localStorage.removeItem(selectedStoreStorageKey(siteId));
  } catch {
    // storage disabled: nothing was kept
  }
}

export function useProfileStore(): void {
  const { account, isLoading } = useAccount();
  const { location } = useRouter();
  const siteId = location.site.id;
  const setProfileStore = useSetAtom(profileStoreIdAtom);
  // Held in a ref: its identity follows the translator, and the sync must not restart with it.
  const follow = useFollowStore();
  const followStore = useRef(follow);
  followStore.current = follow;
  const pickupOffered = location.site.l10n.country === 'CA';
  const registered = !isLoading && account.isRegistered;
  useEffect(() => {
    if (!registered) {
      setProfileStore(null);
      return;
    }
    let cancelled = false;
    void (async () => {
      try {
        const browser = browserStoreId(siteId);
        const decision = storeAtLogin(await readProfileStore(siteId), browser);
        let storeId = decision.storeId;
        if (decision.saveToProfile && storeId) {
          // A browser store the site no longer lists is refused: the default store applies.
          storeId = await saveProfileStore(siteId, storeId).then(
            () => storeId,
            () => null,
          );
        }
        // The login sync is done whatever happens to this effect: the profile now holds the store.
        if (browser !== null) dropBrowserStore(siteId);
        if (cancelled) return;
        setProfileStore(storeId);
        // The guest's pickup shipment moves to the profile's store (pickup is Canadian only).
        if (browser !== null && pickupOffered && storeId && storeId !== browser) void followStore.current(storeId);
      } catch (error) {
        console.warn('selected store could not be read from the profile', error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [registered, siteId, setProfileStore, pickupOffered]);
}
