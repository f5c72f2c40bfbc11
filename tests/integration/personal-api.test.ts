import { describe, expect, it } from 'vitest';
import type { PersonalData } from '../../shared/account/personal';
import { createRegisteredShopper } from './account-fixtures';
import { pickItems, setStock, TestShopper } from './cart-client';

const US = '/api/personal?site=axle-us&locale=en-US';
const CA = '/api/personal?site=axle-ca&locale=en-CA';

describe('GET /api/personal', () => {
  it('answers a visitor without a session as a guest with an empty cart, private and without creating a session', async () => {
    const visitor = new TestShopper();
    const { status, body, res } = await visitor.json<PersonalData>('GET', US);
    expect(status).toBe(200);
    expect(body).toEqual({ account: { isRegistered: false }, cartItemCount: 0 });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('counts the items of the basket of the page’s site', async () => {
    const [a, b] = await pickItems('USD', 2, 10);
    await setStock(a!, 'online-us', 20);
    await setStock(b!, 'online-us', 20);
    const guest = new TestShopper();
    await guest.json('POST', '/api/cart/items?site=axle-us', { lines: [{ productId: a, quantity: 2 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    await guest.json('POST', '/api/cart/items?site=axle-us', { lines: [{ productId: b, quantity: 3 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect((await guest.json<PersonalData>('GET', US)).body).toEqual({ account: { isRegistered: false }, cartItemCount: 5 });
    // The same session has no basket on the Canadian site.
    expect((await guest.json<PersonalData>('GET', CA)).body.cartItemCount).toBe(0);
  });

  it('names the signed-in customer', async () => {
    const signedIn = await createRegisteredShopper({ firstName: 'Odile' });
    const { body } = await signedIn.shopper.json<PersonalData>('GET', US);
    expect(body.account).toMatchObject({ isRegistered: true, firstName: 'Odile', email: signedIn.email });
    expect(body.cartItemCount).toBe(0);
  });

  it('treats an unknown session cookie as a guest', async () => {
    const stranger = new TestShopper();
    stranger.cookie = '__Host-axle_sid=not-a-live-session';
    const { status, body } = await stranger.json<PersonalData>('GET', US);
    expect(status).toBe(200);
    expect(body.account.isRegistered).toBe(false);
  });
});
