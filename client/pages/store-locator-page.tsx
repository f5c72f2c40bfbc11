import type { StoreLocatorData } from '../../shared/types/store';
import { useT } from '../i18n/intl';
import { StoreLocator } from '../features/store-locator/store-locator';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /pages/store-locator: find a store by postal code or location, and set it as my store. */
export default function StoreLocatorPage({ payload }: PageProps<StoreLocatorData>) {
  const t = useT();
  return (
    <PageLayout title={t('stores.locator.title')} description={t('stores.locator.description')} heading={t('stores.locator.heading')} breadcrumbs={payload.breadcrumbs}>
      <StoreLocator initial={payload.data.initial} />
    </PageLayout>
  );
}
