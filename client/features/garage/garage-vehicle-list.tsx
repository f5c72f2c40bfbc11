import { useAtomValue } from 'jotai';
import { css } from 'styled-system/css';
import { listGarage, type GarageListMode, type GarageVehicle } from '../../../shared/vehicles/garage';
import { vehicleName } from '../../../shared/vehicles/vehicle-levels';
import { useT } from '../../i18n/intl';
import { garageAtom } from './garage-atoms';
import { useChooseVehicle } from './use-choose-vehicle';

/**
 * The garage's vehicles (document 2 §2 Garage vehicle list): each one is a button that selects it
 * and opens /{modelValue}. Modes: all, selected only, excluding the selected one.
 */
export function GarageVehicleList({ mode = 'all', onChosen }: { mode?: GarageListMode; onChosen?: (vehicle: GarageVehicle) => void }) {
  const t = useT();
  const vehicles = listGarage(useAtomValue(garageAtom), mode);
  const choose = useChooseVehicle();
  if (vehicles.length === 0) return null;
  return (
    <ul aria-label={t('garage.vehiclesLabel')} className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' })}>
      {vehicles.map((vehicle) => {
        const name = vehicleName(vehicle);
        const current = vehicle.selectedAt !== null;
        return (
          <li key={vehicle.model.id}>
            <button
              type="button"
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                onChosen?.(vehicle);
                void choose(vehicle);
              }}
              className={css({
                w: 'full',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '2',
                minH: '11',
                px: '3',
                py: '2',
                textAlign: 'start',
                border: '1px solid',
                borderColor: current ? 'brand.blue' : 'line',
                bg: current ? 'brand.blueLight' : 'white',
                borderRadius: 'md',
                cursor: 'pointer',
                _hover: { borderColor: 'brand.blue' },
              })}
            >
              <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{name}</span>
              {current && <span className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'brand.blue', textTransform: 'uppercase' })}>{t('garage.current')}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
