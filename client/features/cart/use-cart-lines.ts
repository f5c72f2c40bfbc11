import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { BasketProductItem, CartResponse, ShipmentType } from '../../../shared/cart/basket';
import { useT } from '../../i18n/intl';
import { showToast } from '../toast/toaster';
import { removeLineCall, updateLineCall } from './cart-api';
import { withQuantity } from './basket-edit';
import { cartErrorMessage } from './cart-message';
import { useCartKey } from './use-cart';
import { useRouter } from '../../router/router';
import { reportQuantityChange, reportRemoval } from './cart-analytics';

/**
 * Changes to cart lines. A quantity shows at once and is rolled back when the server refuses it
 * (document 1 §4 drawer stepper); every refusal is an error toast with the server's message.
 */
export function useCartLines() {
  const t = useT();
  const key = useCartKey();
  const { location } = useRouter();
  const siteId = location.site.id;
  const currency = location.site.l10n.defaultCurrency;
  const { mutate } = useSWRConfig();

  const setQuantity = useCallback(
    async (item: BasketProductItem, quantity: number): Promise<boolean> => {
      try {
        await mutate<CartResponse>(key, () => updateLineCall(key, item.itemId, { quantity }), {
          optimisticData: (current) => (current?.basket ? { basket: withQuantity(current.basket, item.itemId, quantity) } : { basket: null }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
        reportQuantityChange(siteId, currency, item, quantity);
        return true;
      } catch (error) {
        showToast({ status: 'error', message: cartErrorMessage(error, t) });
        return false;
      }
    },
    [key, mutate, t, siteId, currency],
  );

  const remove = useCallback(
    async (items: readonly BasketProductItem[], toast = true): Promise<boolean> => {
      try {
        for (const item of items) {
          const answer = await removeLineCall(key, item.itemId);
          await mutate<CartResponse>(key, answer, { revalidate: false });
          reportRemoval(siteId, currency, [item]);
        }
        if (toast) showToast({ status: 'success', message: t('cart.itemRemoved') });
        return true;
      } catch (error) {
        showToast({ status: 'error', message: cartErrorMessage(error, t) });
        await mutate(key);
        return false;
      }
    },
    [key, mutate, t, siteId, currency],
  );

  const move = useCallback(
    async (item: BasketProductItem, shipmentType: ShipmentType, storeId: string | null): Promise<boolean> => {
      try {
        const answer = await updateLineCall(key, item.itemId, { shipmentType, ...(shipmentType === 'pickup' ? { storeId } : {}) });
        await mutate<CartResponse>(key, answer, { revalidate: false });
        return true;
      } catch (error) {
        showToast({ status: 'error', message: cartErrorMessage(error, t) });
        return false;
      }
    },
    [key, mutate, t],
  );

  return { setQuantity, remove, move };
}
