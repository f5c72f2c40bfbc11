/** Which vehicle dialog is open, and how it applies the vehicle (Jotai). */
import { atom } from 'jotai';
import type { GarageVehicle } from '../../../shared/vehicles/garage';
import type { VinPrefill } from './vin-prefill';

export interface VehicleSelectorOptions {
  /** Apply the vehicle without going to its landing page (product card, product page). */
  noRedirect?: boolean;
  /** Apply the vehicle for the current search only: it is not listed in the garage. */
  searchOnly?: boolean;
  /** The footer button reads Find My Part, or Add to Garage in that variant. */
  variant?: 'find-my-part' | 'add-to-garage';
  /** Open on the trim/engine step of the selected vehicle (product page 'Select Trim & Engine'). */
  step?: 'vehicle' | 'qualifiers';
  /** Open the Make/Model form at the levels a VIN lookup decided (the garage page's VIN form). */
  prefill?: VinPrefill;
  /** Runs after the vehicle has been applied. */
  onApplied?: (vehicle: GarageVehicle) => void;
}

export interface VehicleSelectorState {
  open: boolean;
  options: VehicleSelectorOptions;
}

/** The add-vehicle dialog's state. */
export const vehicleSelectorAtom = atom<VehicleSelectorState>({ open: false, options: {} });

/** Opens the add-vehicle dialog (header, product list 'Change Vehicle', card 'Check Vehicle Fit'). */
export const openVehicleSelectorAtom = atom(null, (_get, set, options: VehicleSelectorOptions = {}) => {
  set(vehicleSelectorAtom, { open: true, options });
});

/** Closes the add-vehicle dialog. */
export const closeVehicleSelectorAtom = atom(null, (get, set) => {
  set(vehicleSelectorAtom, { ...get(vehicleSelectorAtom), open: false });
});

/** The Your Garage modal's open state. */
export const garageModalOpenAtom = atom(false);
