import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/account/account-api';
import { AuthShopper, PASSWORD, registered, uniqueEmail } from './auth-client';
import { ORG, pickItems, setStock } from './cart-client';
import { CheckoutShopper } from './checkout-client';
import { send } from './slas-client';

/** DESIGN §4: the same status and body whether or not the account (or order) exists. */
async function answer(res: Response) {
  return { status: res.status, body: await res.json(), cookie: res.headers.get('set-cookie') };
}

describe('no account enumeration', () => {
  it('login: wrong password on an existing account = unknown account', async () => {
    const { email } = await registered();
    const known = await answer(await new AuthShopper().call('POST', ACCOUNT_API.login, { email, password: 'Wrong#Pass9' }));
    const unknown = await answer(await new AuthShopper().call('POST', ACCOUNT_API.login, { email: uniqueEmail('ghost'), password: 'Wrong#Pass9' }));
    expect(known).toEqual(unknown);
  });

  it('register: taken e-mail = new e-mail (status and body)', async () => {
    const { email } = await registered();
    const body = (e: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email: e, password: PASSWORD, confirmPassword: PASSWORD });
    const taken = await answer(await new AuthShopper().call('POST', ACCOUNT_API.register, body(email)));
    const fresh = await answer(await new AuthShopper().call('POST', ACCOUNT_API.register, body(uniqueEmail('fresh'))));
    expect({ status: taken.status, body: taken.body }).toEqual({ status: fresh.status, body: fresh.body });
  });

  it('reset: existing = unknown, and neither sets a cookie', async () => {
    const { email } = await registered();
    const known = await answer(await new AuthShopper().call('POST', ACCOUNT_API.passwordReset, { email }));
    const unknown = await answer(await new AuthShopper().call('POST', ACCOUNT_API.passwordReset, { email: uniqueEmail('ghost') }));
    expect(known).toEqual(unknown);
    expect(known.cookie).toBeNull();
  });

  it('guest order lookup: a real order with the wrong e-mail = an unknown order number', async () => {
    const [product] = await pickItems('CAD', 1, 520);
    await setStock(product!, 'online-ca', 10);
    const buyer = new CheckoutShopper('axle-ca');
    await buyer.add(product!, 1);
    const placed = await buyer.checkout();
    expect(placed.status).toBe(201);
    const orderNo = placed.body.order.orderNo as string;
    const lookup = (no: string, email: string) => send(`/custom/guest-order/v1/organizations/${ORG}/${no}?siteId=axle-ca&c_email=${encodeURIComponent(email)}`);
    const wrongEmail = await answer(await lookup(orderNo, 'someone.else@example.com'));
    const unknownOrder = await answer(await lookup(`${orderNo.slice(0, -1)}${orderNo.endsWith('0') ? '1' : '0'}`, 'ana@example.com'));
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail).toEqual(unknownOrder);
  });
});
