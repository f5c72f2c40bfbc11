import type { StoreDetailsData } from '../../shared/types/store';
import { useT } from '../i18n/intl';
import { StoreDetailsView } from '../features/store-locator/store-details-view';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /pages/store-locator/{storeId}: one store with its hours and structured data. */
export default function StoreDetailsPage({ payload }: PageProps<StoreDetailsData>) {
  const t = useT();
  const { store } = payload.data;
  return (
    <PageLayout
      title={t('stores.detailsTitle', { name: store.name })}
      description={t('stores.detailsDescription', { name: store.name, city: store.city })}
      heading={store.name}
      breadcrumbs={payload.breadcrumbs}
    >
      <StoreDetailsView store={store} />
    </PageLayout>
  );
}
