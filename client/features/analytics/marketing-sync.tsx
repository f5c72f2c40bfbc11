import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { CartResponse } from '../../../shared/cart/basket';
import { useBoot } from '../../boot-context';
import { useRouter } from '../../router/router';
import { useAccount } from '../account/use-account';
import { cartKey } from '../cart/cart-api';
import { useConsent } from '../consent/consent-store';

type Tracker = typeof import('./marketing-tracker');

/**
 * The browser marketing tracker (document 2 §7), only for a logged-in profile with an e-mail and
 * marketing consent (document 2 §6, decision 181): the tracker module is imported then, told the
 * organization and the shopper, and sent each page view and each change of the cart.
 */
export function MarketingSync() {
  const { organizationId } = useBoot();
  const { href, location } = useRouter();
  const consent = useConsent();
  const { account } = useAccount();
  const email = account.isRegistered ? (account.email ?? null) : null;
  const active = consent.status === 'ready' && consent.decided && consent.marketing && email !== null;
  const { data: cart } = useSWR<CartResponse>(active ? cartKey(location.site.id, location.locale.id) : null, { dedupingInterval: 2_000 });
  const tracker = useRef<Promise<Tracker> | null>(null);

  useEffect(() => {
    if (!active || !email) return;
    tracker.current ??= import('./marketing-tracker');
    void tracker.current.then((t) => {
      t.identify(organizationId, email);
      t.pageView(location.path + location.search);
    });
  }, [active, email, href]);

  useEffect(() => {
    if (!active || !cart) return;
    void tracker.current?.then((t) => t.trackCart(cart.basket));
  }, [active, cart]);

  return null;
}
