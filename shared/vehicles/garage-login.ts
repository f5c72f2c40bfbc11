/**
 * The garage at login (document 2 §4, decision 167): the browser's guest garage joins the
 * profile's c_vehicleDetails by the merge rule (search-only dropped, duplicates collapsed by model
 * id, the most recently selected stays selected). Profile entries keep their order, new browser
 * entries follow. Afterwards the profile is the only copy, so the browser's is cleared.
 */
import { mergeGarages, selectedEntry, type GarageVehicle } from './garage';
import { serializeGarage } from './garage-schema';

export interface GarageAtLogin {
  vehicles: GarageVehicle[];
  selected: GarageVehicle | null;
  /** Whether the profile text changes (false: nothing to write). */
  saveToProfile: boolean;
}

export function garageAtLogin(profile: readonly GarageVehicle[], browser: readonly GarageVehicle[]): GarageAtLogin {
  const vehicles = mergeGarages(profile, browser);
  return { vehicles, selected: selectedEntry(vehicles), saveToProfile: serializeGarage(vehicles) !== serializeGarage(profile) };
}
