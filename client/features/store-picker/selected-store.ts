/**
 * The selected store (document 1 §4): one rule and one atom for the header picker, the store
 * locator's Set as My Store and the product page drawer. Guests keep it in browser storage; a
 * registered customer's lives on the profile (c_selectedStore, `useProfileStore`) and wins.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { parseStoredStoreId, selectedStoreId, selectedStoreStorageKey } from '../../../shared/stores/selected-store';
import { defaultStoreKey, type Store, type StoreSearchResult } from '../../../shared/types/store';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { useFollowStore } from '../cart/use-follow-store';
import { showToast } from '../toast/toaster';
import { fetchStores, siteQuery } from './store-fetch';
import { accountSummaryAtom } from '../shell/account-state';
import { saveProfileStore } from './profile-store';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the choice lives for this page only
  }
}

/** c_selectedStore (this site) of the signed-in customer's profile; null for guests or when the profile has none. */
export const profileStoreIdAtom = atom<string | null>(null);

/** Store id kept in the browser, per site; undefined until read (the server never reads it). */
export const storedStoreIdsAtom = atom<Record<string, string | null>>({});

/** Reads the browser's stored store of a site into the atom (once per site). */
export const loadStoredStoreAtom = atom(null, (get, set, siteId: string) => {
  if (siteId in get(storedStoreIdsAtom)) return;
  const stored = parseStoredStoreId(storage()?.getItem(selectedStoreStorageKey(siteId)));
  set(storedStoreIdsAtom, { ...get(storedStoreIdsAtom), [siteId]: stored });
});

/** The last store chosen on this page, so the header follows at once without a request. */
const chosenStoreAtom = atom<Store | null>(null);

/**
 * Saves a store as the site's selected store: on the profile for a registered customer (document 1
 * §4 Selected store), in browser storage for a guest.
 */
export const selectStoreAtom = atom(null, (get, set, input: { siteId: string; store: Store }) => {
  set(chosenStoreAtom, input.store);
  if (get(accountSummaryAtom).isRegistered) {
    set(profileStoreIdAtom, input.store.id);
    void saveProfileStore(input.siteId, input.store.id).catch((error) => console.warn('selected store could not be saved to the profile', error));
    return;
  }
  set(storedStoreIdsAtom, { ...get(storedStoreIdsAtom), [input.siteId]: input.store.id });
  try {
    storage()?.setItem(selectedStoreStorageKey(input.siteId), input.store.id);
  } catch (error) {
    console.warn('selected store could not be saved', error);
  }
});

export function storesByIdKey(siteId: string, localeId: string, id: string): string {
  return `/api/stores/by-id?${siteQuery(siteId, localeId)}&ids=${encodeURIComponent(id)}`;
}

export interface SelectedStore {
  /** The selected store, or null while none is known (no default store, or a failed read). */
  store: Store | null;
  storeId: string | null;
  /** The site's default store id (what the server renders before the browser's choice is read). */
  defaultStoreId: string | null;
  /** Saves the store, refreshes store data, shows "Store updated" and moves the basket's pickup shipment. */
  changeStore: (store: Store) => void;
}

/**
 * The selected store of the current site: browser storage, else the default store (which the
 * server streams, so the first HTML and hydration agree; the stored one follows after mount).
 */
export function useSelectedStore(): SelectedStore {
  const t = useT();
  const { location } = useRouter();
  const siteId = location.site.id;
  const localeId = location.locale.id;
  const loadStored = useSetAtom(loadStoredStoreAtom);
  const select = useSetAtom(selectStoreAtom);
  const storedIds = useAtomValue(storedStoreIdsAtom);
  const chosen = useAtomValue(chosenStoreAtom);
  const profileStoreId = useAtomValue(profileStoreIdAtom);
  const { mutate } = useSWRConfig();
  const followStore = useFollowStore();
  const pickupOffered = location.site.l10n.country === 'CA';
  useEffect(() => loadStored(siteId), [loadStored, siteId]);

  const { data: defaultStore } = useSWR<Store | null>(defaultStoreKey(siteId, localeId), { keepPreviousData: true });
  const storedId = storedIds[siteId] ?? null;
  const id = selectedStoreId({ profileStoreId, storedStoreId: storedId, defaultStoreId: defaultStore?.id ?? null });
  const known = chosen?.id === id ? chosen : null;
  const needsFetch = id !== null && id !== defaultStore?.id && !known;
  const { data: stored } = useSWR<StoreSearchResult>(needsFetch ? storesByIdKey(siteId, localeId, id) : null, fetchStores, { keepPreviousData: true });
  const storedStore = stored?.data.find((s) => s.id === id) ?? null;
  // A stored id the site no longer lists falls back to the default store.
  const store = known ?? (needsFetch ? (storedStore ?? (stored ? (defaultStore ?? null) : null)) : (defaultStore ?? null));

  const changeStore = useCallback(
    (next: Store) => {
      select({ siteId, store: next });
      // Store lists and stock show per-store state: refetch them (data kept until the answer).
      void mutate((key) => typeof key === 'string' && (key.startsWith('/api/stores/') || key.startsWith('/api/stock')));
      showToast({ status: 'success', message: t('stores.storeUpdated') });
      // The basket's pickup shipment follows the store (pickup is offered on the Canadian site only).
      if (pickupOffered) void followStore(next.id);
    },
    [select, siteId, mutate, t, pickupOffered, followStore],
  );
  return { store, storeId: store?.id ?? id, defaultStoreId: defaultStore?.id ?? null, changeStore };
}
