import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, accountMenuOfPath, accountMenuPath } from './account-menu';

describe('account menu (document 1 §2.3)', () => {
  it('lists the nine entries in the spec order with their paths', () => {
    expect(ACCOUNT_MENU.map((m) => accountMenuPath(m.id))).toEqual([
      '/account',
      '/account/billing-and-shipping',
      '/account/payments',
      '/account/login-security',
      '/account/order-history',
      '/account/wishlist',
      '/account/my-garage',
      '/account/customer-service',
      '/account/logout',
    ]);
  });

  it('maps the root to Profile Details and each slug to its entry', () => {
    expect(accountMenuOfPath('/account')).toBe('profile');
    expect(accountMenuOfPath('/account/')).toBe('profile');
    expect(accountMenuOfPath('/account/billing-and-shipping')).toBe('billingAndShipping');
    expect(accountMenuOfPath('/account/wishlist')).toBe('wishlist');
    expect(accountMenuOfPath('/account/logout')).toBe('logout');
  });

  it('names no entry for an unknown slug, a deeper path or another area', () => {
    expect(accountMenuOfPath('/account/settings')).toBeNull();
    expect(accountMenuOfPath('/account/order-history/123')).toBeNull();
    expect(accountMenuOfPath('/account/Wishlist')).toBeNull();
    expect(accountMenuOfPath('/cart')).toBeNull();
  });
});
