import { MyGarage } from '../features/garage/my-garage';
import { useT } from '../i18n/intl';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /account/my-garage: Manage Vehicles (breadcrumbs Home › Account › My Garage). */
export default function MyGaragePage({ payload }: PageProps<Record<string, never>>) {
  const t = useT();
  return (
    <PageLayout title={t('garage.pageTitle', { store: t('common.storeName') })} heading={t('garage.myGarage')} breadcrumbs={payload.breadcrumbs}>
      <MyGarage />
    </PageLayout>
  );
}
