import { AccountLayout } from '../features/account-area/account-layout';
import { useAccount } from '../features/account/use-account';
import { MyGarage } from '../features/garage/my-garage';
import { useT } from '../i18n/intl';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/**
 * /account/my-garage: Manage Vehicles (breadcrumbs Home › Account › My Garage). Guests keep their
 * garage in the browser and see the plain page; a registered shopper sees it inside the account menu.
 */
export default function MyGaragePage({ payload }: PageProps<Record<string, never>>) {
  const t = useT();
  const { account } = useAccount();
  if (account.isRegistered) {
    return (
      <AccountLayout menu="myGarage" breadcrumbs={payload.breadcrumbs}>
        <MyGarage />
      </AccountLayout>
    );
  }
  return (
    <PageLayout title={t('garage.pageTitle', { store: t('common.storeName') })} heading={t('garage.myGarage')} breadcrumbs={payload.breadcrumbs}>
      <MyGarage />
    </PageLayout>
  );
}
