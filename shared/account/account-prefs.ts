/**
 * The registered customer's garage and selected store on the profile (document 1 §6, document 2
 * §4, §6): small endpoints next to ACCOUNT_API. Registered only (else 401 `{status, message}`).
 */
export const ACCOUNT_PREFS_API = {
  /** GET → GarageText; PUT GarageText → GarageText (c_vehicleDetails, validated garage JSON text). */
  garage: '/api/account/garage',
  /** GET ?site= → SelectedStorePref; PUT ?site= {storeId} → SelectedStorePref (the store must be on that site). */
  selectedStore: (siteId: string) => `/api/account/selected-store?site=${encodeURIComponent(siteId)}`,
} as const;

export interface GarageText {
  /** The garage as JSON text, the same text a guest keeps in localStorage 'axle.garage'; null when never saved. */
  c_vehicleDetails: string | null;
}

export interface SelectedStorePref {
  siteId: string;
  /** c_selectedStore of that site, or null. */
  storeId: string | null;
}
