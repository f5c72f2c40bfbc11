import type { StoreLocatorData } from '../../shared/types/store';
import { useT } from '../i18n/intl';
import { StoreLocator } from '../features/store-locator/store-locator';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';
import { JsonLd } from '../features/seo/json-ld';
import { collectionPage } from '../../shared/seo/structured-data';
import { useAbsoluteUrl } from '../features/content/content-seo';

/** /pages/store-locator: find a store by postal code or location, and set it as my store. */
export default function StoreLocatorPage({ payload }: PageProps<StoreLocatorData>) {
  const t = useT();
  const absolute = useAbsoluteUrl();
  const stores = (payload.data.initial?.data ?? []).map((store) => ({ name: store.name, url: absolute(`/pages/store-locator/${encodeURIComponent(store.id)}`) }));
  return (
    <PageLayout title={t('stores.locator.title')} description={t('stores.locator.description')} heading={t('stores.locator.heading')} breadcrumbs={payload.breadcrumbs}>
      <JsonLd data={collectionPage({ name: t('stores.locator.heading'), description: t('stores.locator.description'), url: absolute('/pages/store-locator'), items: stores })} />
      <StoreLocator initial={payload.data.initial} />
    </PageLayout>
  );
}
