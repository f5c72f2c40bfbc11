/**
 * For a registered customer the selected store of the site comes from the profile and wins over
 * the browser's (shared/stores/selected-store.ts). A profile without one for this site takes the
 * store chosen in the browser as a guest (decision 168, `storeAtLogin`).
 */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { parseStoredStoreId, selectedStoreStorageKey } from '../../../shared/stores/selected-store';
import { storeAtLogin } from '../../../shared/stores/store-login-sync';
import { useRouter } from '../../router/router';
import { useAccount } from '../account/use-account';
import { readProfileStore, saveProfileStore } from './profile-store';
import { profileStoreIdAtom } from './selected-store';

function browserStoreId(siteId: string): string | null {
  try {
    return parseStoredStoreId(window.localStorage.getItem(selectedStoreStorageKey(siteId)));
  } catch {
    return null;
  }
}

export function useProfileStore(): void {
  const { account, isLoading } = useAccount();
  const { location } = useRouter();
  const siteId = location.site.id;
  const setProfileStore = useSetAtom(profileStoreIdAtom);
  const registered = !isLoading && account.isRegistered;
  useEffect(() => {
    if (!registered) {
      setProfileStore(null);
      return;
    }
    let cancelled = false;
    void (async () => {
      try {
        const decision = storeAtLogin(await readProfileStore(siteId), browserStoreId(siteId));
        let storeId = decision.storeId;
        if (decision.saveToProfile && storeId) {
          // A browser store the site no longer lists is refused: the default store applies.
          storeId = await saveProfileStore(siteId, storeId).then(
            () => storeId,
            () => null,
          );
        }
        if (!cancelled) setProfileStore(storeId);
      } catch (error) {
        console.warn('selected store could not be read from the profile', error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [registered, siteId, setProfileStore]);
}
