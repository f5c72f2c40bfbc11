/** The selected store rule (document 1 §4, document 2 §4): one rule for every place that shows it. */

export interface SelectedStoreSources {
  /** c_selectedStore of a registered customer's profile. */
  profileStoreId?: string | null;
  /** The store kept in browser storage. */
  storedStoreId?: string | null;
  /** The store flagged default. */
  defaultStoreId?: string | null;
  /** The first store of the list. */
  firstStoreId?: string | null;
}

/** Profile when registered, else browser storage, else the store flagged default, else the first. */
export function selectedStoreId(sources: SelectedStoreSources): string | null {
  return sources.profileStoreId || sources.storedStoreId || sources.defaultStoreId || sources.firstStoreId || null;
}

/** Browser-storage key of the selected store, one per site (a Canadian store means nothing on the US site). */
export function selectedStoreStorageKey(siteId: string): string {
  return `axle.selectedStore.${siteId}`;
}

/** A stored value read back: a plausible store id, else null (tampered or stale storage is ignored). */
export function parseStoredStoreId(raw: string | null | undefined): string | null {
  return raw && /^[\w-]{1,64}$/.test(raw) ? raw : null;
}
