import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { listGarage } from '../../../shared/vehicles/garage';
import { vehicleName } from '../../../shared/vehicles/vehicle-levels';
import { buildHref } from '../../../shared/sites/resolve';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useNavigate, useRouter } from '../../router/router';
import { useVehicleSelector } from '../vehicle-selector/use-vehicle-selector';
import { VinForm } from '../vehicle-selector/vin-form';
import { garageAtom, garageLoadedAtom, removeVehicleAtom } from './garage-atoms';
import { useChooseVehicle } from './use-choose-vehicle';

const linkButton = css({ color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer', minH: '11', px: '1' });

/**
 * Manage Vehicles (/account/my-garage): every garage vehicle with Set current (non-current ones)
 * and Remove, plus Add Vehicle and a VIN form. Removing the current vehicle opens the next one's
 * page, or /parts. A VIN that leaves a choice opens the selector pre-filled.
 */
export function MyGarage() {
  const t = useT();
  const vehicles = listGarage(useAtomValue(garageAtom));
  const loaded = useAtomValue(garageLoadedAtom);
  const remove = useSetAtom(removeVehicleAtom);
  const choose = useChooseVehicle();
  const selector = useVehicleSelector();
  const navigate = useNavigate();
  const { location } = useRouter();
  const [vinRunning, setVinRunning] = useState(false);

  const onRemove = async (modelId: string) => {
    const { target } = await remove(modelId);
    if (target) navigate(buildHref(target, location.site, location.locale));
  };

  if (!loaded) return <p role="status" className={css({ color: 'muted' })}>{t('garage.loading')}</p>;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '40rem' })}>
      {vehicles.length === 0 ? (
        <p>{t('garage.empty')}</p>
      ) : (
        <ul aria-label={t('garage.vehiclesLabel')} className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '3' })}>
          {vehicles.map((vehicle) => {
            const name = vehicleName(vehicle);
            const current = vehicle.selectedAt !== null;
            return (
              <li
                key={vehicle.model.id}
                data-testid="garage-entry"
                className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', p: '3', border: '1px solid', borderColor: current ? 'brand.blue' : 'line', borderRadius: 'md' })}
              >
                <div className={css({ minW: '0' })}>
                  <Link to={`/${vehicle.model.value}`} className={css({ fontWeight: 'bold', overflowWrap: 'anywhere', _hover: { textDecoration: 'underline' } })}>
                    {name}
                  </Link>
                  {(vehicle.submodel || vehicle.engineBlockId) && (
                    <p className={css({ fontSize: 'sm', color: 'muted' })}>
                      {[vehicle.submodel && t('vehicle.trimValue', { value: vehicle.submodel }), vehicle.engineBlockId && t('vehicle.engineValue', { value: vehicle.engineBlockId })].filter(Boolean).join(' · ')}
                    </p>
                  )}
                  {current && <p className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'brand.blue', textTransform: 'uppercase' })}>{t('garage.current')}</p>}
                </div>
                <div className={css({ display: 'flex', gap: '3' })}>
                  {!current && (
                    <button type="button" className={linkButton} aria-label={t('garage.setCurrentLabel', { vehicle: name })} onClick={() => void choose(vehicle, { noRedirect: true })}>
                      {t('garage.setCurrent')}
                    </button>
                  )}
                  <button type="button" className={css({ color: 'danger', fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer', minH: '11', px: '1' })} aria-label={t('garage.removeLabel', { vehicle: name })} onClick={() => void onRemove(vehicle.model.id)}>
                    {t('garage.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        onClick={() => selector.open({ noRedirect: true })}
        className={css({ alignSelf: 'flex-start', minH: '11', px: '5', borderRadius: 'md', bg: 'brand.blue', color: 'white', fontWeight: 'semibold', cursor: 'pointer', _hover: { bg: 'brand.blueDark' } })}
      >
        {t('garage.addVehicle')}
      </button>
      <section aria-labelledby="garage-vin-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '2', pt: '4', borderTop: '1px solid', borderColor: 'line' })}>
        <h2 id="garage-vin-heading" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {t('garage.addByVin')}
        </h2>
        <VinForm
          formId="garage-vin-form"
          options={{ noRedirect: true }}
          running={vinRunning}
          onRunningChange={setVinRunning}
          onDone={() => undefined}
          onPartial={(prefill) => selector.open({ noRedirect: true, prefill })}
          submitLabel={t('vehicle.addToGarage')}
        />
      </section>
    </div>
  );
}
