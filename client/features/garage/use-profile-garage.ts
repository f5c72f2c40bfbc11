/**
 * For a registered customer the garage lives on the profile (document 2 §4, §6). On the first load
 * where the browser still holds a guest garage (the load after login), both lists merge by the
 * garage rule, the result is saved to the profile and the browser copy is removed; the selected
 * vehicle cookie follows the merged list. Then the garage atoms read and write the profile.
 */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { selectedEntry } from '../../../shared/vehicles/garage';
import { garageAtLogin } from '../../../shared/vehicles/garage-login';
import { parseGarage } from '../../../shared/vehicles/garage-schema';
import { SELECTED_VEHICLE_COOKIE } from '../../../shared/vehicles/selected-vehicle';
import { decodeVehicleCookie, readCookie } from '../../../shared/vehicles/vehicle-cookie';
import { useAccount } from '../account/use-account';
import { garageStoreAtom, loadGarageAtom } from './garage-atoms';
import { GARAGE_STORAGE_KEY } from './garage-store';
import { profileGarageStore, readProfileGarage, writeProfileGarage } from './profile-garage-store';
import { writeSelectedVehicleCookie } from './vehicle-cookie-writer';

function browserGarageText(): string | null {
  try {
    return window.localStorage.getItem(GARAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function dropBrowserGarage(): void {
  try {
    window.localStorage.removeItem(GARAGE_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}

export function useProfileGarage(): void {
  const { account, isLoading } = useAccount();
  const setStore = useSetAtom(garageStoreAtom);
  const reload = useSetAtom(loadGarageAtom);
  const registered = !isLoading && account.isRegistered;
  useEffect(() => {
    if (!registered) return;
    let cancelled = false;
    void (async () => {
      try {
        let vehicles = await readProfileGarage();
        const browserText = browserGarageText();
        if (browserText !== null) {
          const merged = garageAtLogin(vehicles, parseGarage(browserText));
          if (merged.saveToProfile) await writeProfileGarage(merged.vehicles);
          dropBrowserGarage();
          vehicles = merged.vehicles;
        }
        if (cancelled) return;
        setStore(profileGarageStore(vehicles));
        await reload();
        const selected = selectedEntry(vehicles);
        const cookie = decodeVehicleCookie(readCookie(document.cookie, SELECTED_VEHICLE_COOKIE));
        const same = cookie?.modelId === selected?.model.id && (!selected || (cookie?.submodel ?? null) === selected.submodel && (cookie?.engine ?? null) === selected.engineBlockId);
        if (!same) writeSelectedVehicleCookie(selected);
      } catch (error) {
        // The profile could not be read or written: the browser garage stays as it is.
        console.warn('garage could not be synchronised with the profile', error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [registered, setStore, reload]);
}
