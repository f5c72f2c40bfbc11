import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/account/account-api';
import { REGISTRATION_ATTEMPT_MAILS } from '../../worker/commerce/accounts/account-service';
import { AuthShopper, mailCount, PASSWORD, registered, uniqueEmail } from './auth-client';
import { pickItems, setStock } from './cart-client';

const form = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD });

/** Status, body and each Set-Cookie with its value blanked: what an onlooker can compare. */
async function headersOf(shopper: AuthShopper, email: string) {
  const res = await shopper.call('POST', ACCOUNT_API.register, form(email));
  const cookies = res.headers.getSetCookie().map((c) => c.replace(/^([^=]+)=[^;]*/, '$1=…')).sort();
  return { status: res.status, body: await res.json(), cookies };
}

async function attemptMails(email: string): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ?1 AND kind = 'registration-attempt'").bind(email).first<number>('n')) ?? 0;
}

describe('registration answers the same for a new and a taken e-mail (issue 26 item 7)', () => {
  it('same status, body and set of cookies, for a fresh browser and for a guest with a session', async () => {
    const { email: taken } = await registered();
    const fresh = await headersOf(new AuthShopper(), uniqueEmail('fresh'));
    const again = await headersOf(new AuthShopper(), taken);
    expect(fresh.cookies.map((c) => c.split('=')[0])).toContain('__Host-axle_sid');
    expect(again).toEqual(fresh);

    const guestWith = async () => {
      const guest = new AuthShopper();
      const [product] = await pickItems('USD', 1, 330);
      await setStock(product!, 'online-us', 50);
      await guest.post('/api/cart/items', { lines: [{ productId: product, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null });
      return guest;
    };
    expect(await headersOf(await guestWith(), taken)).toEqual(await headersOf(await guestWith(), uniqueEmail('fresh')));
  });

  it('the caller of a taken registration stays who they were, on a new credential', async () => {
    const { email: taken } = await registered();
    const guest = new AuthShopper();
    const [product] = await pickItems('USD', 1, 331);
    await setStock(product!, 'online-us', 50);
    await guest.post('/api/cart/items', { lines: [{ productId: product, quantity: 2 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    const before = guest.cookie!;
    expect((await guest.post(ACCOUNT_API.register, form(taken))).status).toBe(202);
    expect(guest.cookie).not.toBe(before);
    expect(await (await guest.call('GET', ACCOUNT_API.me)).json()).toEqual({ isRegistered: false });
    const cart = await guest.json('GET', '/api/cart');
    expect(cart.body.basket.productItems.map((i: any) => [i.productId, i.quantity])).toEqual([[product, 2]]);
    const stale = new AuthShopper();
    stale.cookie = before;
    expect((await stale.json('GET', '/api/cart')).body.basket).toBeNull();
  });

  it('e-mails the owner of a taken address at most 3 times a day, whatever the number of attempts', async () => {
    const { email } = await registered();
    const before = await mailCount(email);
    for (let i = 0; i < 10; i++) {
      const res = await new AuthShopper().post(ACCOUNT_API.register, form(email));
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ status: 'accepted' });
    }
    expect(REGISTRATION_ATTEMPT_MAILS.limit).toBe(3);
    expect(await attemptMails(email)).toBe(3);
    expect(await mailCount(email)).toBe(before + 3);
    // A day later the owner hears of new attempts again.
    await env.DB.prepare('UPDATE account_mail_sends SET sent_at = sent_at - ?2 WHERE recipient = ?1').bind(email, REGISTRATION_ATTEMPT_MAILS.windowMs).run();
    await new AuthShopper().post(ACCOUNT_API.register, form(email));
    expect(await attemptMails(email)).toBe(4);
  });

  it('a parallel burst of attempts still sends at most 3', async () => {
    const { email } = await registered();
    const answers = await Promise.all(Array.from({ length: 8 }, () => new AuthShopper().post(ACCOUNT_API.register, form(email))));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(202));
    expect(await attemptMails(email)).toBe(3);
  });
});
