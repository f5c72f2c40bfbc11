/** Server side of 'no flash': the cookie's vehicle and the URL's vehicle, handed to SWR as fallback. */
import type { Context } from 'hono';
import { vehicleSegmentFromLocation } from '../../../shared/routes/vehicle-url';
import { SELECTED_VEHICLE_KEY, vehicleModelKey, type CookieVehicle } from '../../../shared/vehicles/vehicle-api';
import { decodeVehicleCookie, readCookie } from '../../../shared/vehicles/vehicle-cookie';
import { SELECTED_VEHICLE_COOKIE } from '../../../shared/vehicles/selected-vehicle';
import type { AppEnv } from '../../env';
import type { VehicleService } from './vehicle-service';

/** The vehicle the selected-vehicle cookie names, if it is a known model. */
export async function vehicleFromCookie(cookieHeader: string | undefined, vehicles: VehicleService): Promise<CookieVehicle | null> {
  const cookie = decodeVehicleCookie(readCookie(cookieHeader, SELECTED_VEHICLE_COOKIE));
  if (!cookie) return null;
  const vehicle = await vehicles.getVehicle(cookie.modelId);
  return vehicle ? { vehicle, submodel: cookie.submodel, engine: cookie.engine } : null;
}

function urlSegment(path: string, search: string): string | null {
  try {
    return vehicleSegmentFromLocation({ pathname: path, search });
  } catch {
    return null; // not a vehicle URL
  }
}

/**
 * SWR fallback entries for a page render: the cookie's selected vehicle and, on vehicle URLs, the
 * URL's base vehicle, so the header and listings show the vehicle in the first HTML. A failing
 * read only loses the fallback (the client then fetches the same keys).
 */
export async function vehicleFallback(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const vehicles = c.var.services.vehicles;
  const segment = urlSegment(c.var.path, c.var.search);
  try {
    const [selected, resolved] = await Promise.all([
      vehicleFromCookie(c.req.header('cookie'), vehicles),
      segment ? vehicles.resolveSegment(segment) : null,
    ]);
    return {
      [SELECTED_VEHICLE_KEY]: selected,
      ...(segment && resolved ? { [vehicleModelKey(segment)]: resolved.vehicle } : {}),
    };
  } catch (error) {
    console.error('vehicle fallback unavailable', c.var.requestId, error);
    return {};
  }
}
