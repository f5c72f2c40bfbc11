import { css } from 'styled-system/css';
import type { CheckoutPageData } from '../../shared/checkout/checkout-page-data';
import { CheckoutAddressNoScript } from '../features/checkout/checkout-address-no-script';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { useCheckoutCart } from '../features/checkout/use-checkout-cart';
import { useT } from '../i18n/intl';
import { Link } from '../router/link';
import { useRouter } from '../router/router';
import { useEffect, useState } from 'react';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /checkout: the basket is personal, so it is read in the browser; the server sends the site preferences. */
export default function CheckoutPage({ payload }: PageProps<CheckoutPageData>) {
  const t = useT();
  const { location } = useRouter();
  // The basket is personal: the server renders a loading state, the browser reads it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { basket, loading } = useCheckoutCart(location.site.id, location.locale.id);
  const heading = t('checkout.heading');
  let body;
  // Without JavaScript the loading line is hidden and the address step is a plain form (decision 294).
  if (!hydrated)
    body = (
      <>
        <p aria-busy="true" className={css({ '@media (scripting: none)': { display: 'none' } })}>
          {t('checkout.loading')}
        </p>
        <noscript>
          <CheckoutAddressNoScript data={payload.data} />
        </noscript>
      </>
    );
  else if (loading) body = <p aria-busy="true">{t('checkout.loading')}</p>;
  else if (!basket || basket.productItems.length === 0)
    body = (
      <p>
        {t('checkout.empty')}{' '}
        <Link to="/" className={css({ color: 'brand.blue', textDecoration: 'underline' })}>
          {t('checkout.continueShopping')}
        </Link>
      </p>
    );
  else body = <CheckoutForm basket={basket} data={payload.data} />;
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} heading={heading}>
      {body}
    </PageLayout>
  );
}
