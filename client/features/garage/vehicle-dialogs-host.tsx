import { useAtomValue } from 'jotai';
import { lazyPart } from '../../components/lazy/lazy-part';
import { garageModalOpenAtom, vehicleSelectorAtom } from '../vehicle-selector/selector-atoms';

const dialogs = lazyPart(() => import('./vehicle-dialogs').then((m) => m.VehicleDialogs), 'vehicle-dialogs');

/** Fetches the vehicle dialogs' code ahead of a click (hover or focus of a button that opens them). */
export const preloadVehicleDialogs = dialogs.preload;

/** Mounts the vehicle dialogs the first time one of them opens, from any button on the page. */
export function VehicleDialogsHost() {
  const selectorOpen = useAtomValue(vehicleSelectorAtom).open;
  const garageOpen = useAtomValue(garageModalOpenAtom);
  return <dialogs.Part wanted={selectorOpen || garageOpen} />;
}
