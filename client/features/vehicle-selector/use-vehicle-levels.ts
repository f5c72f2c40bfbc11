import useSWR from 'swr';
import { VEHICLE_LEVEL_KEYS } from '../../../shared/vehicles/vehicle-api';
import type { VehicleConfig, VehicleLevel } from '../../../shared/vehicles/vehicle-levels';
import type { SelectionState } from './selection-reducer';
import { sortYearsDescending } from './selection-reducer';

const EMPTY: VehicleLevel[] = [];

/** The catalogue levels the current selection needs (each fetched once the level above is chosen). */
export function useVehicleLevels(state: SelectionState) {
  const years = useSWR<VehicleLevel[]>(VEHICLE_LEVEL_KEYS.years());
  const makes = useSWR<VehicleLevel[]>(state.year ? VEHICLE_LEVEL_KEYS.makes(state.year) : null);
  const models = useSWR<VehicleLevel[]>(state.make ? VEHICLE_LEVEL_KEYS.models(state.make) : null);
  const configs = useSWR<VehicleConfig[]>(state.model ? VEHICLE_LEVEL_KEYS.configs(state.model) : null);
  return {
    years: sortYearsDescending(years.data ?? EMPTY),
    makes: makes.data ?? EMPTY,
    models: models.data ?? EMPTY,
    configs: configs.data,
    loading: years.isLoading || makes.isLoading || models.isLoading,
    failed: Boolean(years.error || makes.error || models.error),
  };
}
