/** Where a garage list is kept: browser storage for guests; the profile (c_vehicleDetails) later. */
import type { GarageVehicle } from '../../../shared/vehicles/garage';
import { parseGarage, serializeGarage } from '../../../shared/vehicles/garage-schema';

/** One storage for the garage list; a profile-backed one writes c_vehicleDetails (same JSON text). */
export interface GarageStore {
  load(): Promise<GarageVehicle[]>;
  save(vehicles: readonly GarageVehicle[]): Promise<void>;
}

/** localStorage key of a guest's garage (document 1 §3: browser-kept fitments). */
export const GARAGE_STORAGE_KEY = 'axle.garage';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the garage lives for this page only
  }
}

/** The guest store: the list as JSON text in localStorage. */
export const browserGarageStore: GarageStore = {
  async load() {
    return parseGarage(storage()?.getItem(GARAGE_STORAGE_KEY));
  },
  async save(vehicles) {
    try {
      storage()?.setItem(GARAGE_STORAGE_KEY, serializeGarage(vehicles));
    } catch (error) {
      console.warn('garage could not be saved', error);
    }
  },
};

/** A store kept in memory (tests, and browsers without storage). */
export function memoryGarageStore(initial: readonly GarageVehicle[] = []): GarageStore {
  let text = serializeGarage(initial);
  return {
    async load() {
      return parseGarage(text);
    },
    async save(vehicles) {
      text = serializeGarage(vehicles);
    },
  };
}
