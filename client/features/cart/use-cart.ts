import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { totalItems, type CartResponse } from '../../../shared/cart/basket';
import { useRouter } from '../../router/router';
import { cartItemCountAtom } from '../shell/cart-count';
import { cartKey } from './cart-api';
import { usePersonal } from '../account/use-personal';

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

/**
 * Item count for the header badge; keeps the shared count atom in step with the basket. The count
 * comes from the page's personal read; once the basket itself is loaded or changed (an add, the
 * cart page, the drawer) the basket's own count wins. The badge alone never loads the basket.
 */
export function useCartCount(): number {
  const key = useCartKey();
  const { data } = useSWR<CartResponse>(typeof window === 'undefined' ? null : key, { revalidateOnMount: false });
  const { personal } = usePersonal();
  const count = data ? totalItems(data.basket) : (personal?.cartItemCount ?? 0);
  const setCount = useSetAtom(cartItemCountAtom);
  useEffect(() => setCount(count), [count, setCount]);
  return count;
}
