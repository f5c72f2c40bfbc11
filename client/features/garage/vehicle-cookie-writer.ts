/** Keeps the selected-vehicle cookie in step with the garage, so the server renders the vehicle. */
import type { GarageVehicle } from '../../../shared/vehicles/garage';
import { SELECTED_VEHICLE_COOKIE } from '../../../shared/vehicles/selected-vehicle';
import { encodeVehicleCookie, VEHICLE_COOKIE_MAX_AGE } from '../../../shared/vehicles/vehicle-cookie';
import { mutate } from 'swr';

/** Writes (or, with null, clears) the cookie: SameSite=Lax, Path=/, one year. */
export function writeSelectedVehicleCookie(entry: GarageVehicle | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = entry ? encodeVehicleCookie({ modelId: entry.model.id, submodel: entry.submodel, engine: entry.engineBlockId }) : '';
  const maxAge = entry ? VEHICLE_COOKIE_MAX_AGE : 0;
  document.cookie = `${SELECTED_VEHICLE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  // Lists without a vehicle in their URL follow the selected vehicle: cached ones are now stale
  // (SWR forgets when they were fetched, and the page on screen fetches its own again).
  void mutate((key) => typeof key === 'string' && key.startsWith('/api/page'));
}
