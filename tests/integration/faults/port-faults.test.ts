import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recsKey, type RecsResult } from '../../../shared/reco/recommendation';
import { reviewsSectionKey } from '../../../shared/reviews/review-types';
import { PORT_TIMEOUT_MS } from '../../../worker/integrations/outbound';
import type { PortFaults, PortTypes } from '../../../worker/integrations/ports';
import { CARDS, CheckoutShopper, stockOf } from '../checkout-client';
import { fetchWith, pageWith, type EnvPatch } from './fault-fetch';
import { expectSecurityHeaders, streamed } from './page-checks';
import { fails, hangs } from './port-wrappers';

const PRODUCT = 'AX-BRK-100403';
/** A hang is noticed after this long instead of the port's real timeout, so the tests stay fast. */
const SHORT = 50;
const RECS_KEY = recsKey('axle-us', 'en-US', 'other-parts-for-vehicle', [PRODUCT], null);

type Fault = 'hangs' | 'fails';
const broken = <K extends keyof PortTypes>(name: K, fault: Fault, ...calls: Parameters<typeof hangs<PortTypes[K]>>): PortFaults => ({
  wrap: { [name]: (fault === 'hangs' ? hangs<PortTypes[K]> : fails<PortTypes[K]>)(...calls) },
  timeoutMs: { [name]: SHORT },
});

describe('every outside service has a timeout', () => {
  it('each port has its own bound, none longer than 8 s', () => {
    for (const [port, ms] of Object.entries(PORT_TIMEOUT_MS)) {
      expect(ms, port).toBeGreaterThan(0);
      expect(ms, port).toBeLessThanOrEqual(8_000);
    }
  });
});

describe.each<Fault>(['hangs', 'fails'])('product page sections when their service %s', (fault) => {
  it('reviews: only the reviews section hides, and its API answers null the same way', async () => {
    // A product no other test renders: a rendered reviews section is kept in the cache for a while
    // (decision 224), and a cached section would stream instead of the failure.
    const { results } = await env.DB.prepare("SELECT id FROM products WHERE type = 'item' AND id LIKE 'AX-BRK-1002%' ORDER BY id LIMIT 1 OFFSET ?1")
      .bind(fault === 'hangs' ? 0 : 1)
      .all<{ id: string }>();
    const product = results[0]!.id;
    const faults = broken('reviews', fault, 'bottomLine', 'reviews');
    const { res, body } = await pageWith({ PORT_FAULTS: faults }, `/product/${product}`);
    expect(res.status).toBe(200);
    expect(streamed(body, reviewsSectionKey(product))).toBeNull();
    expect((streamed(body, recsKey('axle-us', 'en-US', 'other-parts-for-vehicle', [product], null)) as RecsResult).recs.length).toBeGreaterThan(0);
    expectSecurityHeaders(res);
    const api = await fetchWith({ PORT_FAULTS: faults }, reviewsSectionKey(product));
    expect([api.res.status, JSON.parse(api.body)]).toEqual([200, null]);
  });

  it('recommendations: only "Other parts for your vehicle" hides, and its API answers an empty list', async () => {
    const faults = broken('recommendations', fault, 'getSectionRecs');
    const { res, body } = await pageWith({ PORT_FAULTS: faults }, `/product/${PRODUCT}`);
    expect(res.status).toBe(200);
    expect((streamed(body, RECS_KEY) as RecsResult).recs).toEqual([]);
    expect(streamed(body, reviewsSectionKey(PRODUCT))).toMatchObject({ productId: PRODUCT });
    const api = await fetchWith({ PORT_FAULTS: faults }, RECS_KEY);
    expect(api.res.status).toBe(200);
    expect(JSON.parse(api.body)).toMatchObject({ recs: [], recommenderName: 'other-parts-for-vehicle' });
  });
});

describe('geolocation', () => {
  it.each<Fault>(['hangs', 'fails'])('a lookup that %s answers no country, so no site-redirect modal opens', async (fault) => {
    const { res, body } = await fetchWith({ PORT_FAULTS: broken('geolocation', fault, 'country') }, '/api/geo', { cf: { country: 'CA' } } as RequestInit);
    expect(res.status).toBe(200);
    expect(JSON.parse(body)).toEqual({ country_code: null });
  });
});

describe('contact form', () => {
  // The site preference recaptchaEnabled on, so the captcha is asked for (document 1 §2.7).
  const captchaOn = { RECAPTCHA_ENABLED: 'on' } as unknown as EnvPatch;
  const contact = (faults: PortFaults, text: string) =>
    fetchWith({ ...captchaOn, PORT_FAULTS: faults }, '/contactEmail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': crypto.randomUUID() },
      body: JSON.stringify({
        firstName: 'Dana', lastName: 'Fox', email: 'dana@example.com', subject: 'Part fitment question', message: text,
        sentDate: '2026-11-23T10:00:00.000Z', locale: 'en-US', recaptchaToken: `local-pass.${crypto.randomUUID()}`,
      }),
    });
  const stored = async (text: string) =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE message = ?1').bind(text).first<{ n: number }>())!.n +
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE body_text LIKE ?1').bind(`%${text}%`).first<{ n: number }>())!.n;

  it.each<Fault>(['hangs', 'fails'])('an e-mail service that %s: 503 with a message, nothing stored, sending again works', async (fault) => {
    const text = `E-mail fault ${fault}`;
    const { res, body } = await contact(broken('email', fault, 'send'), text);
    expect(res.status).toBe(503);
    expect(JSON.parse(body).message).toMatch(/try again/i);
    expect(await stored(text)).toBe(0);
    expect((await contact({}, text)).res.status).toBe(200);
  });

  it.each<Fault>(['hangs', 'fails'])('a captcha service that %s fails closed: the captcha message, nothing stored', async (fault) => {
    const text = `Captcha fault ${fault}`;
    const { res, body } = await contact(broken('captcha', fault, 'verify'), text);
    expect(res.status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ message: 'reCAPTCHA verification failed. Please try again.' });
    expect(await stored(text)).toBe(0);
  });
});

describe('checkout fails closed when the payment provider does not answer', () => {
  const activeOrders = async (basketId: string) =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE basket_id = ?1 AND status <> 'cancelled'").bind(basketId).first<{ n: number }>())!.n;

  async function product(): Promise<string> {
    const row = await env.DB.prepare(
      "SELECT i.product_id FROM inventory i JOIN products p ON p.id = i.product_id WHERE i.location_id = 'online-ca' AND i.ats = 20 AND p.type = 'item' ORDER BY i.product_id DESC LIMIT 1",
    ).first<{ product_id: string }>();
    return row!.product_id;
  }

  it.each<[Fault, 'capture' | 'getPayment']>([
    ['hangs', 'capture'],
    ['fails', 'capture'],
    ['hangs', 'getPayment'],
  ])('when %s at %s: 402, no order, no stock taken, basket intact; the next try succeeds', async (fault, call) => {
    const id = await product();
    const healthy = new CheckoutShopper('axle-ca');
    await healthy.add(id, 1);
    const basket = (await healthy.cart()).body.basket;
    const payment = await healthy.preparePayment();
    await healthy.approve(payment.body.paymentId, CARDS.approve);

    const faulty = new CheckoutShopper('axle-ca', { PORT_FAULTS: broken('payments', fault, call) });
    for (const [k, v] of healthy.jar) faulty.jar.set(k, v);
    const placed = await faulty.placeOrder(payment.body.paymentId);
    expect(placed.status).toBe(402);
    expect(placed.body).toMatchObject({ code: 'payment_error', message: expect.stringContaining('You have not been charged') });
    expect(await activeOrders(basket.basketId)).toBe(0);
    expect(await stockOf(id, 'online-ca')).toBe(20);
    expect((await healthy.cart()).body.basket.productItems).toEqual(basket.productItems);

    expect((await healthy.checkout(CARDS.approve)).status).toBe(201);
    expect(await stockOf(id, 'online-ca')).toBe(19);
  });

  it('a provider that hangs when the payment is created: 402 and nothing written', async () => {
    const shopper = new CheckoutShopper('axle-ca', { PORT_FAULTS: broken('payments', 'hangs', 'createPayment') });
    await shopper.add(await product(), 1);
    const payment = await shopper.preparePayment();
    expect(payment.status).toBe(402);
    expect(payment.body.code).toBe('payment_error');
  });
});
