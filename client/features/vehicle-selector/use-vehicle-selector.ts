import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { closeVehicleSelectorAtom, openVehicleSelectorAtom, vehicleSelectorAtom, type VehicleSelectorOptions } from './selector-atoms';

/**
 * Opens the vehicle selector from any feature: `useVehicleSelector().open({ noRedirect: true })`.
 * The dialog itself is mounted once, by the header's VehicleButton.
 */
export function useVehicleSelector(): { isOpen: boolean; open: (options?: VehicleSelectorOptions) => void; close: () => void } {
  const state = useAtomValue(vehicleSelectorAtom);
  const open = useSetAtom(openVehicleSelectorAtom);
  const close = useSetAtom(closeVehicleSelectorAtom);
  return useMemo(() => ({ isOpen: state.open, open: (options?: VehicleSelectorOptions) => open(options), close }), [state.open, open, close]);
}
