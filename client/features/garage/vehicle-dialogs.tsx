import { VehicleSelectorDialog } from '../vehicle-selector/vehicle-selector-dialog';
import { GarageModal } from './garage-modal';

/** The add-vehicle dialog and the Your Garage modal, one chunk loaded when either first opens. */
export function VehicleDialogs() {
  return (
    <>
      <VehicleSelectorDialog />
      <GarageModal />
    </>
  );
}
