import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';

/** The selected vehicle (contract for listing and search; the garage feature implements it). */
export function useSelectedVehicle(): SelectedVehicle | null {
  return null;
}
