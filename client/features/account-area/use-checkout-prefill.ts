import { useEffect } from 'react';
import { ACCOUNT_API, type CustomerAddress } from '../../../shared/account/account-api';
import type { CheckoutAddress } from '../../../shared/checkout/checkout-address';
import type { CountryCode } from '../../../shared/sites/config';
import { useAccount } from '../account/use-account';
import { siteApi } from '../checkout/checkout-api';
import { useRouter } from '../../router/router';

/** The checkout form's shape of a saved address. */
export function checkoutAddressOf(a: CustomerAddress): CheckoutAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1,
    ...(a.address2 ? { address2: a.address2 } : {}),
    city: a.city,
    stateCode: a.stateCode,
    postalCode: a.postalCode,
    countryCode: a.countryCode,
    phone: a.phone ?? '',
  };
}

/**
 * For a registered shopper, hands checkout the preferred saved address of the site's country and
 * the account e-mail once after hydration (decision 162); the form fills only fields still empty.
 */
export function useCheckoutPrefill(country: CountryCode, fill: (prefill: { email: string | null; address: CheckoutAddress | null }) => void): void {
  const { account } = useAccount();
  const { location } = useRouter();
  const registered = account.isRegistered;
  const email = account.email ?? null;
  useEffect(() => {
    if (!registered) return;
    let live = true;
    fetch(siteApi(ACCOUNT_API.addresses, location.site.id, location.locale.id), { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<CustomerAddress[]>) : []))
      .catch(() => [] as CustomerAddress[])
      .then((addresses) => {
        const preferred = addresses.find((a) => a.preferred && a.countryCode === country);
        if (live) fill({ email, address: preferred ? checkoutAddressOf(preferred) : null });
      });
    return () => {
      live = false;
    };
    // Once per signed-in shopper and site: `fill` only writes into empty fields.
  }, [registered, email, country, location.site.id]);
}
