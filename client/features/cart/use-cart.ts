import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { totalItems, type CartResponse } from '../../../shared/cart/basket';
import { useRouter } from '../../router/router';
import { cartItemCountAtom } from '../shell/cart-count';
import { cartKey } from './cart-api';

/** The cart key of the current site and locale. */
export function useCartKey(): string {
  const { location } = useRouter();
  return cartKey(location.site.id, location.locale.id);
}

/**
 * The shopper's cart, read in the browser only (it is personal: shared HTML never carries it).
 * `data` stays undefined until the first answer.
 */
export function useCart() {
  const key = useCartKey();
  const result = useSWR<CartResponse>(typeof window === 'undefined' ? null : key, { dedupingInterval: 2_000 });
  return { key, ...result, basket: result.data?.basket ?? null };
}

/** Item count for the header badge; keeps the shared count atom in step with the basket. */
export function useCartCount(): number {
  const { basket } = useCart();
  const count = totalItems(basket);
  const setCount = useSetAtom(cartItemCountAtom);
  useEffect(() => setCount(count), [count, setCount]);
  return count;
}
