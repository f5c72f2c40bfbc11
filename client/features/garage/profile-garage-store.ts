/** The garage of a registered customer: the profile's c_vehicleDetails (same JSON text as a guest's). */
import { ACCOUNT_PREFS_API, type GarageText } from '../../../shared/account/account-prefs';
import type { GarageVehicle } from '../../../shared/vehicles/garage';
import { parseGarage, serializeGarage } from '../../../shared/vehicles/garage-schema';
import { accountRequest } from '../account/account-request';
import type { GarageStore } from './garage-store';

export async function readProfileGarage(): Promise<GarageVehicle[]> {
  return parseGarage((await accountRequest<GarageText>('GET', ACCOUNT_PREFS_API.garage)).c_vehicleDetails);
}

export async function writeProfileGarage(vehicles: readonly GarageVehicle[]): Promise<void> {
  await accountRequest<GarageText>('PUT', ACCOUNT_PREFS_API.garage, { c_vehicleDetails: serializeGarage(vehicles) });
}

/**
 * A store over the profile, starting from the list just read (so loading needs no second request);
 * each change is written to the profile.
 */
export function profileGarageStore(initial: readonly GarageVehicle[]): GarageStore {
  let current = [...initial];
  return {
    async load() {
      return current;
    },
    async save(vehicles) {
      current = [...vehicles];
      try {
        await writeProfileGarage(vehicles);
      } catch (error) {
        console.warn('garage could not be saved to the profile', error);
      }
    },
  };
}
