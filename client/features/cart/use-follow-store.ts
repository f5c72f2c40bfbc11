import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CartResponse } from '../../../shared/cart/basket';
import { useT } from '../../i18n/intl';
import { showToast } from '../toast/toaster';
import { followStoreCall } from './cart-api';
import { cartErrorMessage } from './cart-message';
import { useCartKey } from './use-cart';

/**
 * The basket's pickup shipment follows a newly selected store (document 1 §4). A store short of
 * a pickup line's quantity is refused with the stock message; the pickup stays at its store
 * (decision 140) and the cart is read again so it shows what the basket holds.
 */
export function useFollowStore(): (storeId: string) => Promise<void> {
  const t = useT();
  const key = useCartKey();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (storeId: string) => {
      try {
        const { basket } = await followStoreCall(key, storeId);
        if (basket) await mutate<CartResponse>(key, { basket }, { revalidate: false });
      } catch (error) {
        showToast({ status: 'error', message: cartErrorMessage(error, t) });
        await mutate(key);
      }
    },
    [key, mutate, t],
  );
}
