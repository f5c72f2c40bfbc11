/**
 * The request mix of the load ramp: of every ten requests a connection sends, seven are list or
 * search pages, two product pages, one a cart or checkout API call. Pages rotate through the
 * sampled pools; cart calls rotate through the guest shoppers as add → read → quote → set
 * quantity back to 1, so each basket stays one line and never runs out of stock.
 */
import type { Request as AutocannonRequest } from 'autocannon';
import { cookieOf, keepCookies, type CartShopper, type PagePools } from './load-targets';

export type Kind = 'list' | 'product' | 'cart';
/** One connection's cycle: 7 list/search, 2 product, 1 cart (70/20/10). */
const CYCLE: readonly Kind[] = ['list', 'list', 'product', 'list', 'list', 'cart', 'list', 'product', 'list', 'list'];
export const CART_OPERATIONS = ['add to cart', 'read cart', 'checkout quote', 'set quantity'] as const;

/** A request of the mix, tagged with its kind so responses can be counted per kind. */
export type MixRequest = AutocannonRequest & { kind: Kind };

export function mixRequests(base: string, pools: PagePools, shoppers: CartShopper[]): MixRequest[] {
  let listAt = 0;
  let productAt = 0;
  let cartAt = 0;
  const page = (kind: 'list' | 'product'): MixRequest => ({
    kind,
    method: 'GET',
    setupRequest: (req) => {
      const path = kind === 'list' ? pools.lists[listAt++ % pools.lists.length]! : pools.products[productAt++ % pools.products.length]!;
      return { ...req, path, headers: { accept: 'text/html' } };
    },
  });
  const cart = (): MixRequest => {
    let shopper: CartShopper | null = null;
    return {
      kind: 'cart',
      setupRequest: (req) => {
        const at = cartAt++;
        shopper = shoppers[Math.floor(at / CART_OPERATIONS.length) % shoppers.length]!;
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
      },
      // The bookmark cookie of a change goes with the shopper's next call (read-your-writes).
      onResponse: (_status, _body, _context, headers) => {
        const set = (headers as Record<string, string | string[] | undefined> | undefined)?.['set-cookie'];
        if (shopper && set) keepCookies(shopper, Array.isArray(set) ? set : [set]);
      },
    };
  };
  return CYCLE.map((kind) => (kind === 'cart' ? cart() : page(kind)));
}
