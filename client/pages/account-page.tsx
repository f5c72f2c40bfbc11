import type { AccountPageData, AccountSectionData } from '../../shared/account/account-page-data';
import { AccountLayout } from '../features/account-area/account-layout';
import { AddressBook } from '../features/account-area/address-book';
import { CustomerServiceSection } from '../features/account-area/customer-service';
import { OrderHistory } from '../features/account-area/order-history';
import { ProfileForm } from '../features/account-area/profile-form';
import { LoginSecuritySection, LogoutSection, PaymentsSection } from '../features/account-area/simple-sections';
import { WishlistSection } from '../features/account-area/wishlist-section';
import { useT } from '../i18n/intl';
import type { PageProps } from './page-props';

function Section({ section }: { section: AccountSectionData }) {
  switch (section.menu) {
    case 'profile':
      return <ProfileForm key={section.profile.customerId} profile={section.profile} />;
    case 'billingAndShipping':
      return <AddressBook addresses={section.addresses} allowedStates={section.allowedStates} enableAutocomplete={section.enableAutocomplete} />;
    case 'payments':
      return <PaymentsSection methods={section.methods} />;
    case 'loginSecurity':
      return <LoginSecuritySection email={section.email} />;
    case 'orderHistory':
      return <OrderHistory page={section.page} />;
    case 'wishlist':
      return <WishlistSection items={section.items} />;
    case 'customerService':
      return <CustomerServiceSection grid={section.grid} />;
    case 'logout':
      return <LogoutSection />;
  }
}

/** /account and /account/{menu} (document 1 §2.3): the account menu around the chosen section. */
export default function AccountPage({ payload }: PageProps<AccountPageData>) {
  const t = useT();
  const { section, firstName } = payload.data;
  return (
    <AccountLayout menu={section.menu} breadcrumbs={payload.breadcrumbs} greeting={t('account.greeting', { name: firstName })}>
      <Section section={section} />
    </AccountLayout>
  );
}
