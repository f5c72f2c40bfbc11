import { useCallback } from 'react';
import { ACCOUNT_API } from '../../../shared/account/account-api';
import { selectedStoreStorageKey } from '../../../shared/stores/selected-store';
import { GARAGE_STORAGE_KEY } from '../garage/garage-store';
import { writeSelectedVehicleCookie } from '../garage/vehicle-cookie-writer';
import { useHref } from '../../router/router';

/** Browser-kept preferences that belong to the signed-in shopper and go with them (document 1 §4 Logout). */
const PREFERRED_LOCALE_FLAG_KEY = 'axle.preferredLocaleRedirected';
const SITE_IDS = ['axle-us', 'axle-ca'];

export function clearShopperPreferences(): void {
  try {
    const storage = window.localStorage;
    storage.removeItem(GARAGE_STORAGE_KEY);
    for (const siteId of SITE_IDS) storage.removeItem(selectedStoreStorageKey(siteId));
    storage.removeItem(PREFERRED_LOCALE_FLAG_KEY);
    window.sessionStorage.removeItem(PREFERRED_LOCALE_FLAG_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
  writeSelectedVehicleCookie(null);
}

/**
 * Logout (document 1 §4): sign out on the server (session and tokens end, a fresh guest basket
 * follows), clear the stored locale flag, selected store and all vehicles, then go to /login with
 * a full load so no signed-in state survives in memory.
 */
export function useLogout(): () => Promise<void> {
  const loginHref = useHref('/login');
  return useCallback(async () => {
    try {
      await fetch(ACCOUNT_API.logout, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
    } finally {
      clearShopperPreferences();
      window.location.assign(loginHref);
    }
  }, [loginHref]);
}
