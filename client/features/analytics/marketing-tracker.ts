import { toMajor } from '../../../shared/analytics/items';
import type { Basket } from '../../../shared/cart/basket';
import { track } from './track';

/** One tracker command, in the queue shape of the Marketing Cloud collect script (`window._etmc`). */
type Command = [string, ...unknown[]];

function commands(): Command[] {
  const w = window as Window & { _etmc?: Command[] };
  w._etmc ??= [];
  return w._etmc;
}

let organization: string | null = null;
let user: string | null = null;
let lastCart: string | null = null;

/** Set organization id, then set user info with the shopper's e-mail (each once, again when it changes). */
export function identify(organizationId: string, email: string): void {
  if (organization !== organizationId) commands().push(['setOrgId', organizationId]);
  if (user !== email) commands().push(['setUserInfo', { email }]);
  organization = organizationId;
  user = email;
}

/** trackPageView, and the page_view push to the data layer with the path (document 2 §7). */
export function pageView(path: string): void {
  commands().push(['trackPageView']);
  track({ event: 'page_view', page_path: path });
}

/** trackCart with the cart's lines, or clear_cart when it is empty; a cart seen already is not sent again. */
export function trackCart(basket: Basket | null): void {
  const lines = basket?.productItems ?? [];
  const cart = lines.length ? { cart: lines.map((line) => ({ item: line.productId, quantity: line.quantity, price: toMajor(line.basePrice), unique_id: line.itemId })) } : { clear_cart: true };
  const signature = JSON.stringify(cart);
  if (signature === lastCart) return;
  lastCart = signature;
  commands().push(['trackCart', cart]);
}
