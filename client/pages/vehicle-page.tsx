import type { VehicleLandingData } from '../../shared/vehicles/vehicle-api';
import { vehicleName } from '../../shared/vehicles/vehicle-levels';
import { VehicleLanding } from '../features/garage/vehicle-landing';
import { useT } from '../i18n/intl';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** Vehicle landing page (/{modelId}): heading 'year make model' and the categories that fit it. */
export default function VehiclePage({ payload }: PageProps<VehicleLandingData>) {
  const t = useT();
  const name = vehicleName(payload.data.vehicle);
  return (
    <PageLayout
      title={t('vehicle.landingTitle', { vehicle: name, store: t('common.storeName') })}
      description={t('vehicle.landingDescription', { vehicle: name })}
      heading={name}
      breadcrumbs={payload.breadcrumbs}
    >
      <VehicleLanding data={payload.data} />
    </PageLayout>
  );
}
