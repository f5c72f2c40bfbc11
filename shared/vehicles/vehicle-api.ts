/** API keys and payloads of the vehicle feature, shared by the worker and the client. */
import type { Vehicle, VehicleConfig, VehicleLevel } from './vehicle-levels';
import type { ProductHit } from '../types/product';

/** SWR key of the vehicle the selected-vehicle cookie names (server fallback on first render). */
export const SELECTED_VEHICLE_KEY = '/api/vehicles/selected';

/** SWR key of the base vehicle a URL segment starts with ('2019-honda-civic' or '2019-honda-civic-brakes'). */
export function vehicleModelKey(segment: string): string {
  return `/api/vehicles/model?id=${encodeURIComponent(segment.toLowerCase())}`;
}

/** SWR keys of the catalogue levels. */
export const VEHICLE_LEVEL_KEYS = {
  years: () => '/api/vehicles/years',
  makes: (yearId: string) => `/api/vehicles/makes?year=${encodeURIComponent(yearId)}`,
  models: (makeId: string) => `/api/vehicles/models?make=${encodeURIComponent(makeId)}`,
  configs: (modelId: string) => `/api/vehicles/configs?model=${encodeURIComponent(modelId)}`,
} as const;

export type VehicleLevels = VehicleLevel[];
export type VehicleConfigs = VehicleConfig[];

/** The selected vehicle as the server read it from the cookie: the base vehicle and its qualifiers. */
export interface CookieVehicle {
  vehicle: Vehicle;
  submodel: string | null;
  engine: string | null;
}

/** A category with the number of parts that fit the vehicle (landing page). */
export interface VehicleCategoryCount {
  id: string;
  name: string;
  count: number;
  image?: string;
  subcategories: { id: string; name: string; count: number }[];
}

/** Payload data of the vehicle landing page (/{modelId}). */
export interface VehicleLandingData {
  vehicle: Vehicle;
  categories: VehicleCategoryCount[];
  /** The parts this vehicle's shoppers bought most, best first (decision 291); empty when none. */
  mostBought: ProductHit[];
}
