/** The vehicle the shopper shops for, as listing and search read it (document 2 §3). */
export interface SelectedVehicle {
  /** Model id {year}-{make}-{model}, lower case: the unique key and the landing route segment. */
  modelId: string;
  year: number;
  makeName: string;
  modelName: string;
  submodel?: string;
  engine?: string;
}

/** Cookie that carries the selected vehicle's model id (and qualifiers) so SSR renders it. */
export const SELECTED_VEHICLE_COOKIE = 'axle_vehicle';

/** "year make model" as headings and banners show it. */
export function vehicleLabel(vehicle: Pick<SelectedVehicle, 'year' | 'makeName' | 'modelName'>): string {
  return `${vehicle.year} ${vehicle.makeName} ${vehicle.modelName}`;
}
