/** Header vehicle button (contract; the garage feature implements it). */
export function VehicleButton() {
  return null;
}
