import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AddToCartRequest } from '../../../shared/cart/add-to-cart';
import type { CartResponse } from '../../../shared/cart/basket';
import { useT } from '../../i18n/intl';
import { showToast } from '../toast/toaster';
import { addToCartCall } from './cart-api';
import { cartDrawerAtom } from './cart-atoms';
import { cartErrorMessage } from './cart-message';
import { useCartKey } from './use-cart';
import { useRouter } from '../../router/router';
import { reportAdd } from './cart-analytics';

export interface AddToCart {
  /** Resolves true when the basket took the lines (the drawer then opens). */
  addToCart(request: AddToCartRequest): Promise<boolean>;
  adding: boolean;
}

/**
 * Add to cart (document 1 §4): the engine checks stock, gets or creates the basket, aligns its
 * currency and shipment and adds the lines; then the badge updates and the drawer opens. A refusal
 * shows the server's message as an error toast and changes nothing.
 */
export function useAddToCart(): AddToCart {
  const t = useT();
  const key = useCartKey();
  const { location } = useRouter();
  const siteId = location.site.id;
  const { mutate } = useSWRConfig();
  const openDrawer = useSetAtom(cartDrawerAtom);
  const [adding, setAdding] = useState(false);
  const addToCart = useCallback(
    async (request: AddToCartRequest) => {
      setAdding(true);
      try {
        const { basket, addedItemIds } = await addToCartCall(key, request);
        await mutate<CartResponse>(key, { basket }, { revalidate: false });
        const first = basket.productItems.find((item) => addedItemIds.includes(item.itemId));
        openDrawer({
          itemIds: addedItemIds,
          reco: first ? { productId: first.productId, productName: first.productName, primaryCategoryId: first.c_primaryCategoryId, modelId: request.vehicle?.vehicleID ?? null } : null,
        });
        reportAdd(siteId, basket, addedItemIds, request);
        return true;
      } catch (error) {
        showToast({ status: 'error', message: cartErrorMessage(error, t) });
        return false;
      } finally {
        setAdding(false);
      }
    },
    [key, mutate, openDrawer, t, siteId],
  );
  return { addToCart, adding };
}
