/**
 * The selected store at login (decision 168): the profile's c_selectedStore of the site wins;
 * a profile without one for this site takes the store the shopper chose in the browser as a guest.
 */
export interface StoreAtLogin {
  /** The store that is selected after login (null: none known, the default applies). */
  storeId: string | null;
  /** Whether the profile must be written (it had no store for this site and the browser had one). */
  saveToProfile: boolean;
}

export function storeAtLogin(profileStoreId: string | null, browserStoreId: string | null): StoreAtLogin {
  if (profileStoreId) return { storeId: profileStoreId, saveToProfile: false };
  if (browserStoreId) return { storeId: browserStoreId, saveToProfile: true };
  return { storeId: null, saveToProfile: false };
}
