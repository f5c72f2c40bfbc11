import { SELECTED_VEHICLE_COOKIE } from '../../../shared/vehicles/selected-vehicle';
import { decodeVehicleCookie, readCookie } from '../../../shared/vehicles/vehicle-cookie';

/** The selected vehicle's model id from a Cookie header, or null. */
export function selectedVehicleId(cookieHeader: string | null | undefined): string | null {
  return decodeVehicleCookie(readCookie(cookieHeader, SELECTED_VEHICLE_COOKIE))?.modelId ?? null;
}
