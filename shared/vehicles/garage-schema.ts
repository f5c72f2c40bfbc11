/** Validation of stored garage lists (browser storage, profile c_vehicleDetails JSON text). */
import { boolean, is, nullable, number, optional, string, type } from 'superstruct';
import type { GarageVehicle } from './garage';
import { VehicleLevelSchema as LevelSchema } from './vehicle-schemas';

// Older or hand-edited entries may lack the optional flags; they default rather than vanish.
const LenientSchema = type({
  year: LevelSchema,
  make: LevelSchema,
  model: LevelSchema,
  submodel: optional(nullable(string())),
  engineBlockId: optional(nullable(string())),
  rearBrakeType: optional(nullable(string())),
  vehicleID: optional(string()),
  isFit: optional(boolean()),
  isSearchOnlyFitment: optional(boolean()),
  selectedAt: optional(nullable(number())),
});

/** The garage list of a JSON text; invalid entries are dropped, unreadable text gives []. */
export function parseGarage(text: string | null | undefined): GarageVehicle[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown): GarageVehicle[] => {
    if (!is(item, LenientSchema)) return [];
    return [
      {
        year: item.year,
        make: item.make,
        model: item.model,
        submodel: item.submodel ?? null,
        engineBlockId: item.engineBlockId ?? null,
        rearBrakeType: item.rearBrakeType ?? null,
        vehicleID: item.vehicleID ?? item.model.id,
        isFit: item.isFit ?? false,
        isSearchOnlyFitment: item.isSearchOnlyFitment ?? false,
        selectedAt: item.selectedAt ?? null,
      },
    ];
  });
}

/** The JSON text stored for a garage list (c_vehicleDetails uses the same text). */
export function serializeGarage(vehicles: readonly GarageVehicle[]): string {
  return JSON.stringify(vehicles);
}
