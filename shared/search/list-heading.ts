import { vehicleLabel, type SelectedVehicle } from '../vehicles/selected-vehicle';

type Named = Pick<SelectedVehicle, 'modelId' | 'year' | 'makeName' | 'modelName'>;

/**
 * The vehicle a product list's heading and Change/Add Vehicle button name (document 2 §2): the
 * list's own vehicle (its URL, or for a category list the selected-vehicle cookie, decision 010),
 * else the shopper's selected vehicle — so `/search?q=…` without `vehicle=` still reads
 * '2019 Honda Civic' and offers Change Vehicle. Null means 'All Vehicle Parts' / Add Vehicle.
 */
export function listHeadingVehicle(listVehicle: Named | null | undefined, selectedVehicle: Named | null | undefined): string | null {
  const vehicle = listVehicle ?? selectedVehicle;
  return vehicle ? vehicleLabel(vehicle) : null;
}
