import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { FitmentBanner } from '../product-card/fitment-banner';

/**
 * The page's fitment banner (document 2 §4): green "Fits" when compatible and trim/engine match,
 * naming the part's position ('Fits 2019 Honda Civic — Front', decision 289), the review-specs
 * warning when only the base vehicle matches; when not compatible, a prompt to
 * add a vehicle for ad visitors (gad_source present), else the plain "Does not fit".
 */
export function ProductFitBanner({
  compatible,
  qualifiersMatch,
  universal,
  checked,
  vehicleName,
  gadSource,
  position,
}: {
  compatible: boolean;
  qualifiersMatch: boolean;
  universal: boolean;
  checked: boolean;
  vehicleName: string | null;
  gadSource: string | null;
  position: string | null;
}) {
  const t = useT();
  if (compatible && vehicleName) return <div data-testid="fit-banner"><FitmentBanner fitment={qualifiersMatch || universal ? 'fits' : 'needs-review'} vehicleName={vehicleName} position={position} /></div>;
  if (compatible) return null;
  if (gadSource !== null && (!vehicleName || checked)) {
    return (
      <p role="note" data-testid="fit-banner" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'warning', bg: '#FFF6E5', p: '2', borderRadius: 'md' })}>
        {t('pdp.addVehiclePrompt')}
      </p>
    );
  }
  if (!vehicleName || !checked) return null;
  return (
    <p data-testid="fit-banner" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'danger' })}>
      {t('pdp.notFit', { vehicle: vehicleName })}
    </p>
  );
}
