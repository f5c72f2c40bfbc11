import { useAtomValue, useSetAtom } from 'jotai';
import { css } from 'styled-system/css';
import { listGarage } from '../../../shared/vehicles/garage';
import { vehicleLabel } from '../../../shared/vehicles/selected-vehicle';
import { useT } from '../../i18n/intl';
import { garageModalOpenAtom, openVehicleSelectorAtom } from '../vehicle-selector/selector-atoms';
import { garageAtom } from './garage-atoms';
import { preloadVehicleDialogs } from './vehicle-dialogs-host';
import { useSelectedVehicle } from './use-selected-vehicle';

// Class names computed once: the header renders this on every page, and css() hashes its argument on each call.
const buttonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  maxW: 'full',
  px: '3',
  borderRadius: 'md',
  bg: 'brand.yellow',
  color: 'ink',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { bg: 'brand.yellowDark' },
});
const labelClass = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/**
 * Header vehicle button: the selected vehicle ('2019 Honda Civic') or 'Add Vehicle'. With vehicles
 * in the garage it opens the Your Garage modal, otherwise the add-vehicle dialog (mounted by the
 * shell's VehicleDialogsHost; their code is fetched when the shopper reaches for the button).
 */
export function VehicleButton({ className }: { className?: string }) {
  const t = useT();
  const vehicle = useSelectedVehicle();
  const listed = listGarage(useAtomValue(garageAtom));
  const openGarage = useSetAtom(garageModalOpenAtom);
  const openSelector = useSetAtom(openVehicleSelectorAtom);
  const label = vehicle ? vehicleLabel(vehicle) : t('vehicle.addVehicle');
  return (
    <>
      <button
        type="button"
        data-testid="vehicle-button"
        aria-haspopup="dialog"
        aria-label={vehicle ? t('vehicle.buttonLabel', { vehicle: label }) : undefined}
        onClick={() => (listed.length > 0 ? openGarage(true) : openSelector({}))}
        onPointerEnter={preloadVehicleDialogs}
        onFocus={preloadVehicleDialogs}
        className={className ?? buttonClass}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 17h14M5 17a2 2 0 1 0 4 0M15 17a2 2 0 1 0 4 0M3 17V12l2-5h14l2 5v5" />
        </svg>
        <span className={labelClass}>{label}</span>
      </button>
    </>
  );
}
