/** Licence-plate lookup from the browser: POST /vin, then the catalogue's names for the vehicle. */
import { vehicleFromPlateResponse, type PlateLookupResponse } from '../../../shared/vehicles/plate-result';
import { vehicleModelKey } from '../../../shared/vehicles/vehicle-api';
import type { Vehicle } from '../../../shared/vehicles/vehicle-levels';

export type PlateLookupOutcome =
  | { kind: 'found'; vehicle: Vehicle }
  | { kind: 'invalid' }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

async function canonical(vehicle: Vehicle): Promise<Vehicle> {
  // The catalogue spells names properly ('Civic' rather than the registry's 'CIVIC'); keep the
  // plate's own names when the model is not in the catalogue.
  try {
    const response = await fetch(vehicleModelKey(vehicle.model.id), { headers: { accept: 'application/json' } });
    if (!response.ok) return vehicle;
    const found = (await response.json()) as Vehicle;
    return found.model.id === vehicle.model.id ? found : vehicle;
  } catch {
    return vehicle;
  }
}

/** Looks a plate up; 'invalid' when there are no records or no usable vehicle. */
export async function lookUpPlate(licensePlate: string, state: string): Promise<PlateLookupOutcome> {
  let response: Response;
  try {
    response = await fetch('/vin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ licensePlate, state }),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 429) return { kind: 'rate-limited' };
  if (response.status === 400) return { kind: 'invalid' };
  if (!response.ok) return { kind: 'failed' };
  const vehicle = vehicleFromPlateResponse((await response.json()) as PlateLookupResponse);
  return vehicle ? { kind: 'found', vehicle: await canonical(vehicle) } : { kind: 'invalid' };
}
