/**
 * The garage as profile text (c_vehicleDetails): what a registered customer's browser may save.
 * The column holds at most 20,000 characters (migration 0015); every entry must be a garage
 * vehicle, so a save never stores text that would read back as fewer vehicles than were sent.
 */
import type { GarageVehicle } from './garage';
import { parseGarage, serializeGarage } from './garage-schema';

export const MAX_GARAGE_TEXT_LENGTH = 20_000;

export type GarageTextCheck = { ok: true; vehicles: GarageVehicle[]; text: string } | { ok: false; message: string };

/** Checks garage JSON text; on success answers the vehicles and their canonical text. */
export function checkGarageText(text: string): GarageTextCheck {
  if (text.length > MAX_GARAGE_TEXT_LENGTH) return { ok: false, message: `c_vehicleDetails must be at most ${MAX_GARAGE_TEXT_LENGTH} characters` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'c_vehicleDetails must be JSON text' };
  }
  if (!Array.isArray(data)) return { ok: false, message: 'c_vehicleDetails must be a JSON list of vehicles' };
  const vehicles = parseGarage(text);
  if (vehicles.length !== data.length) return { ok: false, message: 'c_vehicleDetails holds an entry that is not a vehicle' };
  const canonical = serializeGarage(vehicles);
  if (canonical.length > MAX_GARAGE_TEXT_LENGTH) return { ok: false, message: `c_vehicleDetails must be at most ${MAX_GARAGE_TEXT_LENGTH} characters` };
  return { ok: true, vehicles, text: canonical };
}
