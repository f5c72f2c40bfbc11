import useSWR from 'swr';
import type { CartResponse } from '../../../shared/cart/basket';
import type { LocaleId, SiteId } from '../../../shared/sites/config';
import { siteApi } from './checkout-api';

/** The shopper's basket, read fresh at checkout (personal: never from the server render). */
export function useCheckoutCart(site: SiteId, locale: LocaleId) {
  const key = siteApi('/api/cart', site, locale);
  const { data, error, isLoading, mutate } = useSWR<CartResponse>(key, { revalidateIfStale: true, dedupingInterval: 0 });
  return { basket: data?.basket ?? null, loading: isLoading, error, reload: mutate };
}
