/** Where the selector opens after a VIN lookup that left a choice (issue 30). */
import type { GarageVehicle } from '../../../shared/vehicles/garage';
import type { VinLookupResult } from '../../../shared/vehicles/vin-lookup';
import type { SelectionState } from './selection-reducer';

export interface VinPrefill {
  /** The levels the VIN decided; the first empty one is where the shopper continues. */
  selection: SelectionState;
  /** The vehicle already applied when the VIN named the model (trim/engine left to choose). */
  applied: GarageVehicle | null;
  /** What the VIN told, for the line above the selects; null when the refine heading says it. */
  notice: { key: 'vehicle.vinChooseMake' | 'vehicle.vinChooseModel'; values: Record<string, string> } | null;
}

/** The selector state a lookup result opens at. */
export function vinPrefill(result: VinLookupResult, applied: GarageVehicle | null): VinPrefill {
  const selection: SelectionState = {
    year: result.year.id,
    make: result.make?.id ?? null,
    model: result.model?.id ?? null,
    submodel: result.submodel,
    engine: result.engine,
  };
  let notice: VinPrefill['notice'] = null;
  if (!result.make) notice = { key: 'vehicle.vinChooseMake', values: { year: result.year.name } };
  else if (!result.model) notice = { key: 'vehicle.vinChooseModel', values: { year: result.year.name, make: result.make.name } };
  return { selection, applied, notice };
}
