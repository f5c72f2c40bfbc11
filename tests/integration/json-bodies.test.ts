import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { createRegisteredShopper, type RegisteredFixture } from './account-fixtures';
import { BASKETS, ORG, ORIGIN } from './cart-client';

/**
 * Issue 26 item 4 (decision 261): one bounded JSON reader on every route that takes a JSON body.
 * Deeply nested or oversized JSON is a 400/413 with a clear message before any validation runs,
 * never a 500 with a stack trace in the log.
 */
const DEEP = '['.repeat(10_000) + ']'.repeat(10_000);
const TOO_DEEP = { status: 400, message: 'Request body is nested too deeply (at most 16 levels of arrays and objects)' };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes that take no JSON body: form posts (SLAS login and token, the gate form), and calls
 * whose body is ignored (deletes, sign-out, basket merge, moderation decisions). They must still
 * never answer 500.
 */
const NO_JSON_BODY = new Set([
  'POST /gate',
  // Without a gate key configured the gate is open and answers before reading anything.
  'POST /api/gate',
  'POST /shopper/auth/v1/organizations/:org/oauth2/login',
  'POST /shopper/auth/v1/organizations/:org/oauth2/token',
  'POST /checkout/shopper-baskets/v1/organizations/:org/baskets/actions/merge',
  'POST /checkout/shopper-baskets/v2/organizations/:org/baskets/actions/merge',
  // Basket features the store does not offer answer their 400/404 before reading anything.
  ...['v1', 'v2'].flatMap((v) =>
    [
      'PATCH :basket/payment-instruments/:paymentInstrumentId',
      'POST :basket/coupons',
      'POST :basket/price-adjustments',
      'PATCH :basket/price-adjustments/:priceAdjustmentId',
      'POST :basket/gift-certificate-items',
    ].map((route) => route.replace(':basket', `/checkout/shopper-baskets/${v}/organizations/:org/baskets/:basketId`)),
  ),
  'POST /api/account/logout',
  // Moderators' decisions carry no body (and the paths do not exist without a moderation key).
  'POST /moderation/reviews/:id/publish',
  'POST /moderation/reviews/:id/reject',
]);

const WRITES = [...new Set(worker.routes.filter((r) => WRITE_METHODS.has(r.method) && r.path !== '/*').map((r) => `${r.method} ${r.path}`))];

let fixture: RegisteredFixture;
let basketId = '';

beforeAll(async () => {
  fixture = await createRegisteredShopper();
  basketId = (await fixture.shopper.json('POST', `${BASKETS}?siteId=axle-us`, {})).body.basketId;
});

afterEach(() => vi.restoreAllMocks());

async function send(method: string, path: string, body: string, as: RegisteredFixture = fixture): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: as.shopper.cookie!, 'cf-connecting-ip': crypto.randomUUID() },
    body,
  });
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A request path for a route pattern: the shopper's ids, real names where the path names one, any other parameter 'x'. */
function pathOf(pattern: string, as: RegisteredFixture, basket: string): string {
  const path = pattern
    .replace(':org', ORG)
    .replace(':customerId', as.customerId)
    .replace(':basketId', basket)
    .replace(':siteId', 'axle-us')
    .replace(':activity', 'viewProduct')
    .replace(':recommenderName', 'other-parts-for-vehicle')
    .replace(':zoneName', 'pdp-other-parts')
    .replace(/:[A-Za-z]+/g, 'x');
  return `${path}?siteId=axle-us&site=axle-us`;
}

describe('deeply nested JSON', () => {
  it.each([
    ['POST', `${BASKETS}?siteId=axle-us`],
    ['POST', '/api/account/login?site=axle-us'],
    ['POST', '/api/cart/items?site=axle-us'],
  ])('%s %s answers 400 with a clear message and logs nothing', async (method, path) => {
    const logged = vi.spyOn(console, 'error');
    const res = await send(method, path.replace('/baskets?', `/baskets/${basketId}/items?`), DEEP);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(TOO_DEEP);
    expect(logged).not.toHaveBeenCalled();
  });

  it.each(WRITES.map((w) => [w] as const))('%s: deep JSON is a 4xx, and a 400 before validation where JSON is read', async (route) => {
    const [method, pattern] = route.split(' ') as [string, string];
    // A shopper of its own per route: some routes end or rotate the session they are sent with.
    const me = await createRegisteredShopper();
    const basket = (await me.shopper.json('POST', `${BASKETS}?siteId=axle-us`, {})).body.basketId as string;
    const res = await send(method, pathOf(pattern, me, basket), DEEP, me);
    expect(res.status, route).toBeLessThan(500);
    if (!NO_JSON_BODY.has(route) && method !== 'DELETE') expect({ status: res.status, body: await res.json() }, route).toEqual({ status: 400, body: TOO_DEEP });
  });

  it('accepts nesting up to the bound and reads brackets inside strings as text', async () => {
    const brackets = '[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{{{{{{\\"]';
    const res = await send('POST', '/api/cart/items?site=axle-us', JSON.stringify({ lines: [{ productId: brackets, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null }));
    expect(res.status).toBe(400);
    // The validator saw the body: its own message names the field, not the nesting.
    expect(((await res.json()) as { message: string }).message).toMatch(/^lines\.0\.productId: /);
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect((await send('POST', '/api/cart/items?site=axle-us', nested(16))).status).toBe(400);
    expect(await (await send('POST', '/api/cart/items?site=axle-us', nested(17))).json()).toEqual(TOO_DEEP);
    expect(((await (await send('POST', '/api/cart/items?site=axle-us', nested(16))).json()) as { message: string }).message).not.toBe(TOO_DEEP.message);
  });
});

describe('other unreadable JSON bodies', () => {
  it('answers 413 above 64 KiB, 400 for bytes that are not UTF-8 and for text that is not JSON', async () => {
    const big = JSON.stringify({ lines: [{ productId: 'x'.repeat(70 * 1024), quantity: 1 }] });
    expect((await send('POST', '/api/cart/items?site=axle-us', big)).status).toBe(413);
    const ctx = createExecutionContext();
    const latin1 = await worker.fetch(
      new Request(`${ORIGIN}/api/cart/items?site=axle-us`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: fixture.shopper.cookie! }, body: new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]) }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(latin1.status).toBe(400);
    expect(await latin1.json()).toEqual({ status: 400, message: 'Request body must be valid JSON' });
    const broken = await send('POST', '/api/cart/items?site=axle-us', '{"lines": [');
    expect(await broken.json()).toEqual({ status: 400, message: 'Request body must be valid JSON' });
  });
});
