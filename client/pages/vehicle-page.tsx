import type { VehicleLandingData } from '../../shared/vehicles/vehicle-api';
import { vehicleName } from '../../shared/vehicles/vehicle-levels';
import { VehicleLanding } from '../features/garage/vehicle-landing';
import { useT } from '../i18n/intl';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';
import { JsonLd } from '../features/seo/json-ld';
import { collectionPage } from '../../shared/seo/structured-data';
import { useAbsoluteUrl } from '../features/content/content-seo';

/** Vehicle landing page (/{modelId}): heading 'year make model' and the categories that fit it. */
export default function VehiclePage({ payload }: PageProps<VehicleLandingData>) {
  const t = useT();
  const name = vehicleName(payload.data.vehicle);
  const absolute = useAbsoluteUrl();
  const modelId = payload.data.vehicle.model.id;
  const items = payload.data.categories.map((c) => ({ name: c.name, url: absolute(`/${modelId}/${c.id}`) }));
  return (
    <PageLayout
      title={t('vehicle.landingTitle', { vehicle: name, store: t('common.storeName') })}
      description={t('vehicle.landingDescription', { vehicle: name })}
      heading={name}
      breadcrumbs={payload.breadcrumbs}
    >
      <JsonLd data={collectionPage({ name: t('vehicle.landingTitle', { vehicle: name, store: t('common.storeName') }), url: absolute(`/${modelId}`), items })} />
      <VehicleLanding data={payload.data} />
    </PageLayout>
  );
}
