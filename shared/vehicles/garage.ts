/** Garage rules (document 2 §3, §4): pure functions over the stored list of vehicles. */
import type { SelectedVehicle } from './selected-vehicle';
import type { Vehicle } from './vehicle-levels';

/** A garage entry (fitment) as stored for guests and in the profile's c_vehicleDetails. */
export interface GarageVehicle extends Vehicle {
  submodel: string | null;
  engineBlockId: string | null;
  rearBrakeType: string | null;
  /** The vehicle id fitment checks use (c_vehicleID): the model id. */
  vehicleID: string;
  isFit: boolean;
  /** Applied for one search only: never listed in the garage, dropped by a merge. */
  isSearchOnlyFitment: boolean;
  /** Epoch ms when it was selected; the entry that has it is the selected vehicle. */
  selectedAt: number | null;
}

/** Which entries a garage list shows. */
export type GarageListMode = 'all' | 'selected' | 'excluding-selected';

/** Where to go after a removal, and the list that remains. */
export interface RemoveResult {
  vehicles: GarageVehicle[];
  /** Prefix-free path to open, or null to stay (a vehicle other than the selected one was removed). */
  target: string | null;
}

/** Path shown after the last vehicle is removed (document 2 §2). */
export const NO_VEHICLE_PATH = '/parts';

/** A new garage entry for a base vehicle. */
export function garageVehicle(
  vehicle: Vehicle,
  options: { submodel?: string | null; engine?: string | null; searchOnly?: boolean } = {},
): GarageVehicle {
  return {
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    submodel: options.submodel ?? null,
    engineBlockId: options.engine ?? null,
    rearBrakeType: null,
    vehicleID: vehicle.model.id,
    isFit: false,
    isSearchOnlyFitment: options.searchOnly ?? false,
    selectedAt: null,
  };
}

/** The selected entry (the most recent selectedAt if several carry one), or null. */
export function selectedEntry(vehicles: readonly GarageVehicle[]): GarageVehicle | null {
  let best: GarageVehicle | null = null;
  for (const v of vehicles) {
    if (v.selectedAt !== null && (best === null || v.selectedAt > (best.selectedAt ?? 0))) best = v;
  }
  return best;
}

/**
 * Selects a vehicle: selectedAt = now on it, null on the others; appended when absent. Choosing
 * an entry again keeps its trim/engine unless new ones come with it, and a search-only choice of
 * a listed vehicle keeps it listed.
 */
export function selectVehicle(vehicles: readonly GarageVehicle[], vehicle: GarageVehicle, now: number): GarageVehicle[] {
  const id = vehicle.model.id;
  const existing = vehicles.find((v) => v.model.id === id);
  const chosen: GarageVehicle = existing
    ? {
        ...existing,
        ...vehicle,
        submodel: vehicle.submodel ?? existing.submodel,
        engineBlockId: vehicle.engineBlockId ?? existing.engineBlockId,
        isSearchOnlyFitment: existing.isSearchOnlyFitment && vehicle.isSearchOnlyFitment,
        selectedAt: now,
      }
    : { ...vehicle, selectedAt: now };
  const others = vehicles.map((v) => (v.model.id === id ? chosen : { ...v, selectedAt: null }));
  return existing ? others : [...others, chosen];
}

/** 'Shop without vehicle': no entry stays selected. */
export function shopWithoutVehicle(vehicles: readonly GarageVehicle[]): GarageVehicle[] {
  return vehicles.map((v) => ({ ...v, selectedAt: null }));
}

/**
 * Removes a vehicle. When it was the selected one, the first remaining listed vehicle becomes
 * selected and the target is its landing page; with none left the target is /parts.
 */
export function removeVehicle(vehicles: readonly GarageVehicle[], modelId: string, now: number): RemoveResult {
  const removed = vehicles.find((v) => v.model.id === modelId);
  const rest = vehicles.filter((v) => v.model.id !== modelId);
  const listed = rest.filter((v) => !v.isSearchOnlyFitment);
  if (listed.length === 0) return { vehicles: [], target: NO_VEHICLE_PATH };
  if (!removed || removed.selectedAt === null) return { vehicles: rest, target: null };
  const next = listed[0] as GarageVehicle;
  return { vehicles: selectVehicle(listed, next, now), target: `/${next.model.value}` };
}

/** Sets or clears the trim and engine of an entry. */
export function setQualifiers(
  vehicles: readonly GarageVehicle[],
  modelId: string,
  qualifiers: { submodel: string | null; engine: string | null },
): GarageVehicle[] {
  return vehicles.map((v) => (v.model.id === modelId ? { ...v, submodel: qualifiers.submodel, engineBlockId: qualifiers.engine } : v));
}

/** The garage as listed: search-only vehicles are never shown. */
export function listGarage(vehicles: readonly GarageVehicle[], mode: GarageListMode = 'all'): GarageVehicle[] {
  const listed = vehicles.filter((v) => !v.isSearchOnlyFitment);
  if (mode === 'selected') return listed.filter((v) => v.selectedAt !== null);
  if (mode === 'excluding-selected') return listed.filter((v) => v.selectedAt === null);
  return listed;
}

/**
 * Merges garage lists (browser and profile): search-only vehicles are dropped, duplicates by model
 * id collapse into the most recently selected copy, and only the most recently selected stays so.
 */
export function mergeGarages(...lists: readonly (readonly GarageVehicle[])[]): GarageVehicle[] {
  const byId = new Map<string, GarageVehicle>();
  for (const v of lists.flat()) {
    if (v.isSearchOnlyFitment) continue;
    const seen = byId.get(v.model.id);
    if (!seen || (v.selectedAt ?? -1) > (seen.selectedAt ?? -1)) byId.set(v.model.id, v);
  }
  const merged = [...byId.values()];
  const winner = selectedEntry(merged);
  return merged.map((v) => (v === winner ? v : { ...v, selectedAt: null }));
}

/** The selected-vehicle view (model id, names, qualifiers) of a garage entry. */
export function toSelectedVehicle(entry: GarageVehicle): SelectedVehicle {
  return {
    modelId: entry.model.id,
    year: Number(entry.year.id),
    makeName: entry.make.name,
    modelName: entry.model.name,
    ...(entry.submodel ? { submodel: entry.submodel } : {}),
    ...(entry.engineBlockId ? { engine: entry.engineBlockId } : {}),
  };
}
