import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { ACCOUNT_API } from '../../shared/account/account-api';
import { AuthShopper, lastMailTo, mailCount, PASSWORD, registered, uniqueEmail } from './auth-client';
import { ORG, ORIGIN, pickItems, setStock } from './cart-client';
import { CheckoutShopper } from './checkout-client';
import { bearer, guestTokens, send } from './slas-client';

const CUSTOMERS = `/customer/shopper-customers/v1/organizations/${ORG}/customers`;

async function withEnv(overrides: Record<string, string>, path: string, body: unknown): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': crypto.randomUUID() }, body: JSON.stringify(body) }),
    { ...env, ...overrides } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe('registration captcha (site preference recaptchaEnabled)', () => {
  const body = (captchaToken?: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('captcha'), password: PASSWORD, confirmPassword: PASSWORD, ...(captchaToken ? { captchaToken } : {}) });

  it('refuses a missing or failed captcha with the spec text when on, and accepts a solved one', async () => {
    for (const token of [undefined, 'forged']) {
      const res = await withEnv({ RECAPTCHA_ENABLED: 'on' }, ACCOUNT_API.register, body(token));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: 'reCAPTCHA verification failed. Please try again.' });
    }
    const ok = await withEnv({ RECAPTCHA_ENABLED: 'on' }, ACCOUNT_API.register, body(`local-pass.${crypto.randomUUID()}`));
    expect(ok.status).toBe(202);
  });

  it('is not asked for when off', async () => {
    expect((await withEnv({}, ACCOUNT_API.register, body())).status).toBe(202);
  });
});

describe('Shopper Customers registerCustomer and reset token', () => {
  it('needs a shopper token, registers, and answers the same for a taken login', async () => {
    const email = uniqueEmail('scapi');
    const payload = { customer: { login: email, email, firstName: 'Grace', lastName: 'Hopper' }, password: PASSWORD };
    const anonymous = await send(`${CUSTOMERS}?siteId=axle-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    expect(anonymous.status).toBe(401);
    const { access_token } = await guestTokens();
    const call = (p: unknown) => send(`${CUSTOMERS}?siteId=axle-us`, bearer(access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(p) }));
    const first = await call(payload);
    expect(first.status).toBe(200);
    // A Customer (SCAPI's answer) made of the registration itself, so a taken login looks the same (decision 268).
    expect(await first.json()).toEqual({ authType: 'registered', login: email, email, firstName: 'Grace', lastName: 'Hopper' });
    const taken = await call({ ...payload, customer: { ...payload.customer, firstName: 'Other' } });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ authType: 'registered', login: email, email, firstName: 'Other', lastName: 'Hopper' });
    expect(await env.DB.prepare('SELECT first_name FROM customer_accounts WHERE login = ?1').bind(email).first('first_name')).toBe('Grace');
    expect((await lastMailTo(email))!.kind).toBe('registration-attempt');
    const weak = await call({ ...payload, customer: { ...payload.customer, login: uniqueEmail(), email: undefined }, password: 'weak' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as any).message).toBe('Password must be at least 8 characters.');
  });

  it('create-reset-token e-mails the owner and answers the same for an unknown login', async () => {
    const { email } = await registered();
    const { access_token } = await guestTokens('axle-ca');
    const call = (login: string) => send(`${CUSTOMERS}/password/actions/create-reset-token?siteId=axle-ca&locale=fr-CA`, bearer(access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login }) }));
    const before = await mailCount(email);
    const [known, unknown] = [await call(email), await call(uniqueEmail('nobody'))];
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mailCount(email)).toBe(before + 1);
    expect((await lastMailTo(email))!.body_text).toMatch(/\/ca\/fr\/reset-password\?token=/);
  });
});

describe('session rotation after an order', () => {
  let product: string;
  beforeAll(async () => {
    product = (await pickItems('CAD', 1, 500))[0]!;
    await setStock(product!, 'online-ca', 20);
  });

  it('a registered shopper keeps the account in a new session; the old cookie is dead', async () => {
    const { email, password } = await registered();
    const shopper = new CheckoutShopper('axle-ca');
    const signIn = await shopper.json('POST', ACCOUNT_API.login, { email, password });
    expect(signIn.status).toBe(200);
    expect((await shopper.add(product, 1)).status).toBe(200);
    const before = shopper.jar.get('__Host-axle_sid')!;
    const placed = await shopper.checkout();
    expect(placed.status).toBe(201);
    const after = shopper.jar.get('__Host-axle_sid')!;
    expect(after).not.toBe(before);
    expect((await shopper.json('GET', ACCOUNT_API.me)).body).toMatchObject({ isRegistered: true, email });
    const stale = new AuthShopper();
    stale.cookie = `__Host-axle_sid=${before}`;
    expect(await (await stale.call('GET', ACCOUNT_API.me)).json()).toEqual({ isRegistered: false });
    const order = await env.DB.prepare('SELECT customer_id FROM orders WHERE order_no = ?1').bind(placed.body.order.orderNo).first('customer_id');
    expect(order).toBe(await env.DB.prepare('SELECT customer_id FROM customer_accounts WHERE login = ?1').bind(email).first('customer_id'));
  });
});
