import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { pickItems, setStock } from './cart-client';
import { registered } from './auth-client';
import { CheckoutShopper, ORIGIN } from './checkout-client';

/**
 * The checkout's address step posted without JavaScript (issue 27, decision 294): the checkout's
 * own address and e-mail rules, the address kept on the basket, 4xx for bad input, never a 500.
 */
let us: string[] = [];

beforeAll(async () => {
  us = await pickItems('USD', 2, 330);
  for (const id of us) await setStock(id, 'online-us', 20);
});

type Answer = { form: string; outcome: string; message: string; values: Record<string, string>; fieldErrors: Record<string, string> };

/** Posts a page form with the shopper's cookies, keeping the cookies it sets. */
async function postPage(shopper: CheckoutShopper, path: string, fields: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { origin: ORIGIN, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': crypto.randomUUID() };
  if (shopper.jar.size) headers.cookie = shopper.cookie;
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString(), redirect: 'manual' }), env, ctx);
  await waitOnExecutionContext(ctx);
  for (const set of res.headers.getSetCookie()) {
    const [pair] = set.split(';');
    shopper.jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
  }
  return res;
}

async function postAddress(shopper: CheckoutShopper, fields: Record<string, string>, path = '/checkout'): Promise<{ status: number; html: string; answer?: Answer }> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { origin: ORIGIN, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': crypto.randomUUID() };
  if (shopper.jar.size) headers.cookie = shopper.cookie;
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: new URLSearchParams({ _form: 'checkout-address', ...fields }).toString(), redirect: 'manual' }), env, ctx);
  await waitOnExecutionContext(ctx);
  const html = await res.text();
  const json = /<script type="application\/json" id="__AXLE_BOOT__">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { status: res.status, html, answer: json ? (JSON.parse(json) as { boot: { formAnswer?: Answer } }).boot.formAnswer : undefined };
}

const NEW_YORK_FIELDS = {
  email: 'sam@example.com',
  'shipping-firstName': 'Sam',
  'shipping-lastName': 'Lee',
  'shipping-address1': '350 5th Ave',
  'shipping-address2': '',
  'shipping-city': 'New York',
  'shipping-stateCode': 'NY',
  'shipping-postalCode': '10118',
  'shipping-phone': '212-555-0100',
};

describe('checkout address form post', () => {
  it('bad input answers 400 with the checkout\'s messages under the fields and the values kept; nothing kept on the basket', async () => {
    const shopper = new CheckoutShopper('axle-us');
    expect((await shopper.add(us[0]!, 1)).status).toBe(200);
    const res = await postAddress(shopper, { ...NEW_YORK_FIELDS, email: 'sam@', 'shipping-postalCode': '1011', 'shipping-city': '' });
    expect(res.status).toBe(400);
    expect(res.answer).toMatchObject({ form: 'checkout-address', outcome: 'invalid', message: 'checkout.error.invalid', values: { email: 'sam@', 'shipping-address1': '350 5th Ave' } });
    expect(res.answer!.fieldErrors).toEqual({ email: 'checkout.error.email', 'shipping-city': 'checkout.error.required', 'shipping-postalCode': 'checkout.error.postalFormat' });
    // The form is in the page for a browser without script, with the messages.
    expect(res.html).toContain('data-testid="checkout-address-form"');
    expect(res.html).toContain('Enter a valid postal code');
    const cart = (await shopper.cart()).body as { basket: { customerInfo: { email: string | null }; shipments: { shippingAddress: unknown }[] } };
    expect(cart.basket.customerInfo.email).toBeNull();
    expect(cart.basket.shipments.every((s) => s.shippingAddress === null)).toBe(true);
  });

  it('a good address is kept on the basket\'s delivery shipment with the e-mail, answered 200 "ok"', async () => {
    const shopper = new CheckoutShopper('axle-us');
    expect((await shopper.add(us[1]!, 1)).status).toBe(200);
    const res = await postAddress(shopper, { ...NEW_YORK_FIELDS, 'shipping-stateCode': 'ny' });
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({ form: 'checkout-address', outcome: 'ok' });
    expect(res.html).toContain('Paying by card needs JavaScript.');
    const cart = (await shopper.cart()).body as { basket: { customerInfo: { email: string | null }; shipments: { c_shipmentType: string; shippingAddress: Record<string, string> | null }[] } };
    expect(cart.basket.customerInfo.email).toBe('sam@example.com');
    expect(cart.basket.shipments.find((s) => s.c_shipmentType === 'delivery')?.shippingAddress).toMatchObject({ firstName: 'Sam', city: 'New York', stateCode: 'NY', postalCode: '10118', countryCode: 'US' });
  });

  it('without a basket answers 400 "Your cart is empty."; from another site 403; on another page 405', async () => {
    const empty = await postAddress(new CheckoutShopper('axle-us'), NEW_YORK_FIELDS);
    expect(empty.status).toBe(400);
    expect(empty.answer).toMatchObject({ outcome: 'failed', message: 'checkout.error.empty_basket' });
    expect((await postAddress(new CheckoutShopper('axle-us'), NEW_YORK_FIELDS, '/cart')).status).toBe(405);
    const ctx = createExecutionContext();
    const cross = await worker.fetch(new Request(`${ORIGIN}/checkout`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: '_form=checkout-address' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(cross.status).toBe(403);
  });
});

describe('a page form post acts for the shopper of the request', () => {
  it('a guest who signs in without JavaScript keeps their cart (merged into the account\'s)', async () => {
    const { email, password } = await registered();
    const guest = new CheckoutShopper('axle-us');
    expect((await guest.add(us[0]!, 2)).status).toBe(200);
    const res = await postPage(guest, '/login', { _form: 'login', email, password });
    expect(res.status).toBe(303);
    const cart = (await guest.cart()).body as { basket: { customerInfo: { email: string | null }; productItems: { productId: string; quantity: number }[] } };
    expect(cart.basket.productItems).toEqual([expect.objectContaining({ productId: us[0], quantity: 2 })]);
  });
});
