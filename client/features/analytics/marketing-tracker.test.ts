import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Basket } from '../../../shared/cart/basket';

const track = vi.fn();
vi.mock('./track', () => ({ track: (event: unknown) => track(event) }));

let w: { _etmc?: unknown[] };
beforeEach(() => {
  vi.resetModules();
  track.mockClear();
  w = {};
  vi.stubGlobal('window', w);
});
afterEach(() => vi.unstubAllGlobals());

describe('the browser marketing tracker (document 2 §7)', () => {
  it('sets the organization and the user e-mail once, tracks page views with the page_view push, and carts when they change', async () => {
    const tracker = await import('./marketing-tracker');
    tracker.identify('f_ecom_axle', 'ana@example.com');
    tracker.identify('f_ecom_axle', 'ana@example.com');
    tracker.pageView('/cart');
    const basket = { productItems: [{ productId: 'A', quantity: 2, basePrice: 1999, itemId: 'i1' }] } as unknown as Basket;
    tracker.trackCart(basket);
    tracker.trackCart(basket);
    tracker.trackCart(null);
    expect(w._etmc).toEqual([
      ['setOrgId', 'f_ecom_axle'],
      ['setUserInfo', { email: 'ana@example.com' }],
      ['trackPageView'],
      ['trackCart', { cart: [{ item: 'A', quantity: 2, price: 19.99, unique_id: 'i1' }] }],
      ['trackCart', { clear_cart: true }],
    ]);
    expect(track).toHaveBeenCalledWith({ event: 'page_view', page_path: '/cart' });
  });
});
