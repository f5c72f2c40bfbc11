/**
 * The request mix of the load ramp: of every ten requests sent (across all connections), seven are
 * list or search pages, two product pages, one a cart or checkout API call. Pages rotate through the
 * sampled pools; cart calls rotate through the guest shoppers as add → read → quote → set
 * quantity back to 1, so each basket stays one line and never runs out of stock.
 */
import type { Request as AutocannonRequest } from 'autocannon';
import { cookieOf, keepCookies, type CartShopper, type PagePools } from './load-targets';

export type Kind = 'list' | 'product' | 'cart';
/** The cycle of kinds: 7 list/search, 2 product, 1 cart (70/20/10). */
const CYCLE: readonly Kind[] = ['list', 'list', 'product', 'list', 'list', 'cart', 'list', 'product', 'list', 'list'];
export const CART_OPERATIONS = ['add to cart', 'read cart', 'checkout quote', 'set quantity'] as const;

/** What a connection's current request is, kept in its autocannon context (one per connection). */
export interface MixContext {
  kind?: Kind;
  shopper?: CartShopper;
}

/**
 * One request template whose `setupRequest` picks the next kind from a counter shared by all
 * connections, so the mix holds at every step however few requests each connection completes.
 */
export function mixRequests(base: string, pools: PagePools, shoppers: CartShopper[], onFailure: (kind: Kind, status: number, body: string) => void = () => {}): AutocannonRequest[] {
  let sent = 0;
  let listAt = 0;
  let productAt = 0;
  let cartAt = 0;
  const page = (req: AutocannonRequest, kind: 'list' | 'product'): AutocannonRequest => {
    const path = kind === 'list' ? pools.lists[listAt++ % pools.lists.length]! : pools.products[productAt++ % pools.products.length]!;
    return { ...req, method: 'GET', path, headers: { accept: 'text/html' }, body: undefined };
  };
  const cart = (req: AutocannonRequest, context: MixContext): AutocannonRequest => {
    const at = cartAt++;
    const shopper = shoppers[Math.floor(at / CART_OPERATIONS.length) % shoppers.length]!;
    context.shopper = shopper;
    const headers = { origin: base, accept: 'application/json', 'content-type': 'application/json', cookie: cookieOf(shopper) };
    switch (CART_OPERATIONS[at % CART_OPERATIONS.length]) {
      case 'add to cart':
        return { ...req, method: 'POST', path: '/api/cart/items', headers, body: JSON.stringify({ lines: [{ productId: shopper.productId, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null }) };
      case 'read cart':
        return { ...req, method: 'GET', path: '/api/cart', headers, body: undefined };
      case 'checkout quote':
        return { ...req, method: 'POST', path: '/api/checkout/quote', headers, body: JSON.stringify({ stateCode: 'NY' }) };
      default:
        return { ...req, method: 'PATCH', path: `/api/cart/items/${shopper.itemId}`, headers, body: JSON.stringify({ quantity: 1 }) };
    }
  };
  return [
    {
      setupRequest: (req, raw) => {
        const context = raw as MixContext;
        const kind = CYCLE[sent++ % CYCLE.length]!;
        context.kind = kind;
        context.shopper = undefined;
        return kind === 'cart' ? cart(req, context) : page(req, kind);
      },
      // The bookmark cookie of a change goes with the shopper's next call (read-your-writes).
      onResponse: (status, body, raw, headers) => {
        const { shopper, kind } = raw as MixContext;
        if ((status < 200 || status > 299) && kind) onFailure(kind, status, body);
        const set = (headers as Record<string, string | string[] | undefined> | undefined)?.['set-cookie'];
        if (shopper && set) keepCookies(shopper, Array.isArray(set) ? set : [set]);
      },
    },
  ];
}
