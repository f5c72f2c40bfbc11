import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { useVehicleSelector } from '../vehicle-selector/use-vehicle-selector';

/**
 * Heading (document 2 §2): the vehicle as 'year make model' or 'All Vehicle Parts', plus
 * '| category name'; Change Vehicle, or Add Vehicle without one, opens the vehicle selector.
 */
export function ListHeading({ vehicleName, categoryName }: { vehicleName: string | null; categoryName: string | null }) {
  const t = useT();
  const selector = useVehicleSelector();
  const vehicle = vehicleName ?? t('listing.heading.allVehicleParts');
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', mt: '2', mb: '3' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', overflowWrap: 'anywhere' })}>
        {categoryName ? t('listing.heading.withCategory', { vehicle, category: categoryName }) : vehicle}
      </h1>
      <button
        type="button"
        onClick={() => selector.open()}
        className={css({ h: '10', px: '4', borderRadius: 'md', border: '2px solid', borderColor: 'brand.blue', color: 'brand.blue', fontWeight: 'semibold', bg: 'white', cursor: 'pointer', _hover: { bg: 'brand.blueLight' } })}
      >
        {vehicleName ? t('listing.changeVehicle') : t('listing.addVehicle')}
      </button>
    </div>
  );
}
