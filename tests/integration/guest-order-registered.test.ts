import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/account/account-api';
import { GUEST_ORDER_NOT_FOUND } from '../../worker/routes/commerce-api/guest-order';
import { registered } from './auth-client';
import { ORG, pickItems, setStock } from './cart-client';
import { CheckoutShopper } from './checkout-client';
import { send } from './slas-client';

const lookup = (orderNo: string, email: string) =>
  send(`/custom/guest-order/v1/organizations/${ORG}/${orderNo}?siteId=axle-ca&c_email=${encodeURIComponent(email)}`);

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('guest order lookup and registered customers’ orders (issue 26 item 9, decision 259)', () => {
  it('answers a registered customer’s order as not found (number and e-mail right); the account lists it', async () => {
    const [product] = await pickItems('CAD', 1, 540);
    await setStock(product!, 'online-ca', 10);
    const { email, password } = await registered();
    const member = new CheckoutShopper('axle-ca');
    expect((await member.json('POST', ACCOUNT_API.login, { email, password })).status).toBe(200);
    await member.add(product!, 1);
    const placed = await member.checkout('4242424242424242', member.details(email));
    expect(placed.status).toBe(201);
    const orderNo = placed.body.order.orderNo as string;

    const found = await answer(await lookup(orderNo, email));
    const unknown = await answer(await lookup(`${orderNo.slice(0, -1)}${orderNo.endsWith('0') ? '1' : '0'}`, email));
    expect(found).toEqual({ status: 404, body: { status: 404, message: GUEST_ORDER_NOT_FOUND } });
    expect(found).toEqual(unknown);
    const history = await member.json('GET', '/api/account/orders?site=axle-ca');
    expect(history.body.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);

    // A guest's order is still found with its number and e-mail.
    const guest = new CheckoutShopper('axle-ca');
    await guest.add(product!, 1);
    const guestOrder = await guest.checkout('4242424242424242', guest.details('guest.buyer@example.com'));
    expect(guestOrder.status).toBe(201);
    const res = await lookup(guestOrder.body.order.orderNo, 'Guest.Buyer@example.com');
    expect(res.status).toBe(200);
  });
});
