import { useAtomValue } from 'jotai';
import { css } from 'styled-system/css';
import type { VehicleLandingData } from '../../../shared/vehicles/vehicle-api';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useVehicleSelector } from '../vehicle-selector/use-vehicle-selector';
import { selectedGarageVehicleAtom } from './garage-atoms';
import { useSelectOnLanding } from './use-select-on-landing';
import { MostBoughtRow } from './most-bought-row';
import { vehicleName } from '../../../shared/vehicles/vehicle-levels';

const countClass = css({ color: 'muted', fontSize: 'sm', fontWeight: 'normal' });

/** Vehicle landing content: trim/engine of the selected vehicle, its most bought parts and the categories with fitting parts. */
export function VehicleLanding({ data }: { data: VehicleLandingData }) {
  const t = useT();
  useSelectOnLanding(data.vehicle);
  const selected = useAtomValue(selectedGarageVehicleAtom);
  const selector = useVehicleSelector();
  const modelId = data.vehicle.model.value;
  const isSelected = selected?.model.id === data.vehicle.model.id;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {isSelected && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', p: '3', bg: 'surface', borderRadius: 'md' })}>
          <span className={css({ fontSize: 'sm' })}>
            {[selected.submodel && t('vehicle.trimValue', { value: selected.submodel }), selected.engineBlockId && t('vehicle.engineValue', { value: selected.engineBlockId })]
              .filter(Boolean)
              .join(' · ') || t('vehicle.trimAndEngineHint')}
          </span>
          <button
            type="button"
            onClick={() => selector.open({ step: 'qualifiers', noRedirect: true })}
            className={css({ minH: '10', px: '3', border: '1px solid', borderColor: 'brand.blue', color: 'brand.blue', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', bg: 'white' })}
          >
            {t('vehicle.trimAndEngine')}
          </button>
        </div>
      )}
      <MostBoughtRow hits={data.mostBought} modelId={modelId} vehicleName={vehicleName(data.vehicle)} />
      <section aria-labelledby="vehicle-categories">
        <h2 id="vehicle-categories" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>
          {t('vehicle.landingCategories')}
        </h2>
        {data.categories.length === 0 ? (
          <p>{t('vehicle.landingEmpty')}</p>
        ) : (
          <ul className={css({ listStyle: 'none', display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '4' })}>
            {data.categories.map((top) => (
              <li key={top.id} className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '4' })}>
                <Link to={`/${modelId}/${top.id}`} className={css({ display: 'flex', alignItems: 'center', gap: '3', fontWeight: 'bold', fontSize: 'lg', _hover: { color: 'brand.blue' } })}>
                  {top.image && <img src={top.image} alt="" width={48} height={48} loading="lazy" />}
                  <span>
                    {top.name} <span className={countClass}>({t('vehicle.partsCount', { count: top.count })})</span>
                  </span>
                </Link>
                {top.subcategories.length > 0 && (
                  <ul className={css({ listStyle: 'none', mt: '3', display: 'flex', flexDirection: 'column', gap: '1' })}>
                    {top.subcategories.map((sub) => (
                      <li key={sub.id}>
                        <Link to={`/${modelId}/${sub.id}`} className={css({ display: 'inline-block', py: '1', color: 'brand.blue', textDecoration: 'underline' })}>
                          {t('vehicle.categoryWithCount', { name: sub.name, count: sub.count })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
