import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DISABLED_FUNDING_SOURCES } from '../../shared/checkout/payment-config';
import { createTestPayProvider } from '../../worker/integrations/payments/test-pay/test-pay-provider';
import { devMailbox } from '../../worker/routes/dev-mailbox';
import { CARDS, CheckoutShopper } from './checkout-client';
import { get } from './http';

describe('embedded test payment provider', () => {
  it('goes create → approve → capture, and void releases an approval', async () => {
    const provider = createTestPayProvider(env.DB);
    const payment = await provider.createPayment({ amount: 1234, currency: 'CAD', reference: 'basket-1', intent: 'capture' });
    expect(payment.status).toBe('created');
    const shopper = new CheckoutShopper('axle-ca');
    expect((await shopper.approve(payment.id, CARDS.approve)).body).toEqual({ status: 'approved' });
    expect((await provider.getPayment(payment.id))?.status).toBe('approved');
    expect(await provider.capture(payment.id)).toEqual({ ok: true });
    expect(await provider.capture(payment.id)).toEqual({ ok: false, reason: 'declined' }); // only once
    const second = await provider.createPayment({ amount: 500, currency: 'USD', reference: 'basket-2', intent: 'capture' });
    await shopper.approve(second.id, CARDS.approve);
    await provider.void(second.id);
    expect((await provider.getPayment(second.id))?.status).toBe('voided');
  });

  it('declines the decline card and fails capture for the error card', async () => {
    const provider = createTestPayProvider(env.DB);
    const shopper = new CheckoutShopper('axle-ca');
    const declined = await provider.createPayment({ amount: 100, currency: 'CAD', reference: 'b', intent: 'capture' });
    expect((await shopper.approve(declined.id, CARDS.decline)).body).toEqual({ status: 'declined' });
    expect(await provider.capture(declined.id)).toEqual({ ok: false, reason: 'declined' });
    const failing = await provider.createPayment({ amount: 100, currency: 'CAD', reference: 'b', intent: 'capture' });
    expect((await shopper.approve(failing.id, CARDS.error)).body).toEqual({ status: 'approved' });
    expect(await provider.capture(failing.id)).toEqual({ ok: false, reason: 'error' });
  });

  it('rejects bad card input with 400 and an unknown payment with 404', async () => {
    const provider = createTestPayProvider(env.DB);
    const shopper = new CheckoutShopper('axle-ca');
    const payment = await provider.createPayment({ amount: 100, currency: 'CAD', reference: 'b', intent: 'capture' });
    expect((await shopper.approve(payment.id, '4242 4242 4242 4241')).status).toBe(400);
    expect((await shopper.json('POST', `/test-pay/api/payments/${payment.id}/approve`, { number: CARDS.approve, expiry: '01/20', cvc: '123' })).status).toBe(400);
    expect((await shopper.json('POST', `/test-pay/api/payments/${payment.id}/approve`, { number: CARDS.approve, expiry: '01/39', cvc: '1' })).status).toBe(400);
    expect((await shopper.json('POST', `/test-pay/api/payments/${payment.id}/approve`, {})).status).toBe(400);
    expect((await shopper.approve('TPNOPE', CARDS.approve)).status).toBe(404);
    expect((await provider.getPayment(payment.id))?.status).toBe('created');
  });

  it('renders hosted fields framable only by our own origin, without the disabled funding sources', async () => {
    const config = createTestPayProvider(env.DB).clientConfig('CAD');
    expect(config.disableFunding).toEqual(['sepa', 'bancontact', 'eps', 'giropay', 'ideal', 'mybank', 'p24', 'blik', 'card', 'credit', 'venmo']);
    const res = await get(`/test-pay/fields?locale=fr-CA&disable-funding=${DISABLED_FUNDING_SOURCES.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await res.text();
    expect(html).toContain('Numéro de carte');
    for (const source of DISABLED_FUNDING_SOURCES) expect(html).not.toContain(`data-funding="${source}"`);
    expect(html).toContain('data-funding="paypal"');
    // Every other page still refuses to be framed.
    expect((await get('/api/address/autocomplete?q=M5J&site=axle-ca')).headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('development mailbox', () => {
  it('lists outbox messages when enabled and is a 404 when DEV_MAILBOX is not "on"', async () => {
    await env.DB.prepare("INSERT INTO outbox (kind, to_address, subject, body_text, body_html, created_at) VALUES ('test', 'a@example.com', 'Hello <b>', 't', '<p>t</p>', 1)").run();
    const page = await get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Hello &#60;b&#62;');
    const ctx = createExecutionContext();
    const off = await devMailbox.fetch(new Request('http://localhost/mailbox'), { ...env, DEV_MAILBOX: 'off' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(off.status).toBe(404);
  });
});
