import type { LineVehicle } from '../../../shared/cart/add-to-cart';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';

/** The vehicle stored on a basket line (c_vehicleDetails), with the chosen trim and engine. */
export function lineVehicle(vehicle: SelectedVehicle | null, isFit: boolean): LineVehicle | null {
  if (!vehicle) return null;
  const fitment: Record<string, string> = {};
  if (vehicle.submodel) fitment.submodel = vehicle.submodel;
  if (vehicle.engine) fitment.engine = vehicle.engine;
  return { vehicleID: vehicle.modelId, year: String(vehicle.year), make: vehicle.makeName, model: vehicle.modelName, isFit, fitment };
}
