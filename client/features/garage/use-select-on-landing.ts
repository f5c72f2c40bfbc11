import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { garageVehicle } from '../../../shared/vehicles/garage';
import type { Vehicle } from '../../../shared/vehicles/vehicle-levels';
import { garageLoadedAtom, selectedGarageVehicleAtom, selectVehicleAtom } from './garage-atoms';

/**
 * Landing on /{modelId} makes that vehicle the garage's selected one (so the header shows it).
 * It runs once per landing: 'Shop Without Vehicle' on the same page is not undone.
 */
export function useSelectOnLanding(vehicle: Vehicle): void {
  const loaded = useAtomValue(garageLoadedAtom);
  const selected = useAtomValue(selectedGarageVehicleAtom);
  const select = useSetAtom(selectVehicleAtom);
  const done = useRef<string | null>(null);
  const modelId = vehicle.model.id;
  useEffect(() => {
    if (!loaded || done.current === modelId) return;
    done.current = modelId;
    if (selected?.model.id !== modelId) void select(garageVehicle(vehicle));
  }, [loaded, modelId, selected, select, vehicle]);
}
