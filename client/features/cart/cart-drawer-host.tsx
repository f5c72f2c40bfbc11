import { useAtomValue } from 'jotai';
import { lazyPart } from '../../components/lazy/lazy-part';
import { cartDrawerAtom } from './cart-atoms';

const drawer = lazyPart(() => import('./cart-drawer').then((m) => m.CartDrawer), 'cart-drawer');

/** Preloads the drawer's code when a shopper reaches for an Add to Cart button. */
export const preloadCartDrawer = drawer.preload;

/** The "Added to Cart" drawer, loaded the first time something is added. */
export function CartDrawerHost() {
  return <drawer.Part wanted={useAtomValue(cartDrawerAtom) !== null} />;
}
