import { useEffect, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { ReviewsPanelHost } from '../reviews/reviews-panel-host';
import { ToastRegionHost } from '../toast/toast-region-host';
import { CartDrawerHost } from '../cart/cart-drawer-host';
import { VehicleDialogsHost } from '../garage/vehicle-dialogs-host';
import { CheckoutHeader, Header } from './header';
import { Footer } from './shell-widgets';
import { OfflineBanner } from './offline-banner';
import { MAIN_CONTENT_ID } from './shell-ids';
import { ContactModalHost } from '../contact/contact-modal-host';
import { SiteRedirectModal } from '../site-redirect/site-redirect-modal';
import { AccountSync } from '../auth/account-sync';
import { WishlistSync } from '../wishlist/wishlist-sync';
import { SignInModalHost } from '../auth/sign-in-modal-host';
import { ProfileSync } from '../account/profile-sync';
import { AnalyticsHost } from '../analytics/analytics-host';

export { MAIN_CONTENT_ID };

// Class names computed once: this renders on every page, and css() hashes its argument on each call.
const pageClass = css({ minH: '100vh', display: 'flex', flexDirection: 'column' });
const skipLinkClass = css({ srOnly: true, _focus: { srOnly: false, position: 'fixed', top: '2', left: '2', bg: 'white', color: 'ink', p: '3', fontWeight: 'bold', borderRadius: 'md', zIndex: 2000 } });
const mainClass = css({ flex: '1', outline: 'none' });

/** Page shell (document 1 §2.4): header, main content, footer; reduced on checkout paths. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const { location } = useRouter();
  const checkout = location.path.includes('/checkout');
  const localeId = location.locale.id;
  // A language switch in the app changes the page's language without a reload. Only a change is
  // written: setting <html lang>, even to the same value, restyles every element of the page.
  useEffect(() => {
    if (document.documentElement.lang !== localeId) document.documentElement.lang = localeId;
  }, [localeId]);
  return (
    <div className={pageClass}>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className={skipLinkClass}
      >
        {t('common.skipToContent')}
      </a>
      {/* First in the page order, so the consent banner is the first thing a keyboard reaches. */}
      <AnalyticsHost />
      {checkout ? <CheckoutHeader /> : <Header />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClass}>
        {children}
      </main>
      {!checkout && <Footer />}
      <ReviewsPanelHost />
      <CartDrawerHost />
      <VehicleDialogsHost />
      <ToastRegionHost />
      <OfflineBanner />
      <ContactModalHost />
      <SiteRedirectModal />
      <AccountSync />
      <WishlistSync />
      <SignInModalHost />
      <ProfileSync />
    </div>
  );
}
