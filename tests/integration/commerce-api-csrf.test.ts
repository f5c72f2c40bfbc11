import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { createRegisteredShopper, type RegisteredFixture } from './account-fixtures';
import { BASKETS, ORG, ORIGIN, pickItems, setStock } from './cart-client';
import { guestTokens } from './slas-client';

/**
 * Issue 26 item 3 (decision 260): every commerce API write that rides on the session cookie
 * obeys the storefront's same-origin rule. The table is the worker's own registered routes, so a
 * new commerce API write is covered without being listed here.
 */
const US = '?siteId=axle-us';
const CUSTOMERS = `/customer/shopper-customers/v1/organizations/${ORG}/customers`;
const CROSS_SITE = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
const FORBIDDEN = { status: 403, message: 'Cross-site requests are not allowed' };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Commerce API writes as mounted: method and path pattern of every /{family}/{api}/v1/organizations/{org}/… route. */
const COMMERCE_WRITES = [...new Map(worker.routes.filter((r) => WRITE_METHODS.has(r.method) && r.path.includes('/organizations/:org/')).map((r) => [`${r.method} ${r.path}`, r])).values()];

async function send(path: string, init: { method: string; headers?: Record<string, string>; body?: string }): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers: { 'cf-connecting-ip': crypto.randomUUID(), ...init.headers } }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

let fixture: RegisteredFixture;
let basketId = '';
let item = '';

beforeAll(async () => {
  fixture = await createRegisteredShopper();
  item = (await pickItems('USD', 1, 210))[0]!;
  await setStock(item!, 'online-us', 50);
  const created = await fixture.shopper.json('POST', `${BASKETS}${US}`, {});
  expect(created.status).toBe(201);
  basketId = created.body.basketId;
});

/** A path of the pattern with this shopper's ids filled in. */
function pathOf(pattern: string): string {
  return (
    pattern
      .replace(':org', ORG)
      .replace(':customerId', fixture.customerId)
      .replace(':basketId', basketId)
      .replace(/:[A-Za-z]+/g, 'x') + US
  );
}

describe('commerce API writes with the session cookie', () => {
  it('covers the Shopper Baskets, Orders, Customers, SLAS and custom writes', () => {
    const paths = COMMERCE_WRITES.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /checkout/shopper-baskets/v1/organizations/:org/baskets/:basketId/items',
        'PATCH /checkout/shopper-baskets/v1/organizations/:org/baskets/:basketId/shipments/:shipmentId',
        'POST /checkout/shopper-baskets/v1/organizations/:org/baskets/:basketId/shipments',
        'POST /checkout/shopper-orders/v1/organizations/:org/orders',
        'POST /customer/shopper-customers/v1/organizations/:org/customers/:customerId/addresses',
        'POST /customer/shopper-customers/v1/organizations/:org/customers/:customerId/product-lists',
        'POST /shopper/auth/v1/organizations/:org/oauth2/token',
        'POST /custom/notify-me/v1/organizations/:org/notify-me',
      ]),
    );
    expect(COMMERCE_WRITES.length).toBeGreaterThanOrEqual(24);
  });

  it.each(COMMERCE_WRITES.map((r) => [r.method, r.path] as const))('%s %s refuses a cross-site page (403), whatever the body type', async (method, pattern) => {
    for (const type of ['text/plain;charset=application/json', 'application/json', 'application/x-www-form-urlencoded']) {
      const res = await send(pathOf(pattern), { method, headers: { cookie: fixture.shopper.cookie!, 'content-type': type, ...CROSS_SITE }, body: '[{"productId":"X","quantity":1}]' });
      expect(res.status, `${type}`).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    }
    // Without Origin, a cross-site Sec-Fetch-Site alone is refused too.
    const fetchSiteOnly = await send(pathOf(pattern), { method, headers: { cookie: fixture.shopper.cookie!, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body: '{}' });
    expect(fetchSiteOnly.status).toBe(403);
  });

  it("changes nothing in the shopper's basket, addresses or lists", async () => {
    const cookie = fixture.shopper.cookie!;
    const attempts: [string, string, unknown][] = [
      ['POST', `${BASKETS}/${basketId}/items${US}`, [{ productId: item, quantity: 1 }]],
      ['POST', `${BASKETS}/${basketId}/shipments${US}`, { shipmentId: 'evil', c_shipmentType: 'delivery' }],
      ['PUT', `${BASKETS}/${basketId}/customer${US}`, { email: 'attacker@evil.example' }],
      ['POST', `${CUSTOMERS}/me/addresses${US}`, { addressId: 'evil', firstName: 'Eve', lastName: 'Evil', address1: '1 Main St', city: 'Austin', stateCode: 'TX', postalCode: '73301', countryCode: 'US' }],
      ['POST', `${CUSTOMERS}/${fixture.customerId}/product-lists${US}`, { type: 'wish_list' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await send(path, { method, headers: { cookie, 'content-type': 'text/plain;charset=application/json', ...CROSS_SITE }, body: JSON.stringify(body) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const basket = await fixture.shopper.json('GET', `${BASKETS}/${basketId}${US}`);
    expect(basket.body.productItems).toEqual([]);
    expect(basket.body.shipments.map((s: { shipmentId: string }) => s.shipmentId)).not.toContain('evil');
    expect(basket.body.customerInfo.email).not.toBe('attacker@evil.example');
    const addresses = await env.DB.prepare('SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_id = ?1').bind(fixture.customerId).first<number>('n');
    expect(addresses).toBe(0);
    const lists = await env.DB.prepare('SELECT COUNT(*) AS n FROM product_lists WHERE customer_id = ?1').bind(fixture.customerId).first<number>('n');
    expect(lists).toBe(0);
  });

  it('still serves the same shopper from our own pages', async () => {
    const added = await fixture.shopper.json('POST', `${BASKETS}/${basketId}/items${US}`, [{ productId: item, quantity: 1 }]);
    expect(added.status).toBe(200);
    expect(added.body.productItems).toHaveLength(1);
    const removed = await fixture.shopper.json('DELETE', `${BASKETS}/${basketId}/items/${added.body.productItems[0].itemId}${US}`);
    expect(removed.status).toBe(200);
  });

  it('leaves bearer-token calls alone: the token is the credential and a browser never sends it by itself', async () => {
    const tokens = await guestTokens();
    const res = await send(`${BASKETS}${US}`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json', ...CROSS_SITE }, body: '{}' });
    expect(res.status).toBe(201);
  });
});

describe('JSON bodies are application/json exactly', () => {
  it('answers 415 to a same-origin body whose media type only mentions JSON in a parameter', async () => {
    for (const path of [`${BASKETS}/${basketId}/items${US}`, '/api/cart/items?site=axle-us']) {
      const res = await fixture.shopper.call('POST', path, JSON.stringify([{ productId: item, quantity: 1 }]), { 'content-type': 'text/plain;charset=application/json' });
      expect(res.status, path).toBe(415);
      expect(await res.json()).toEqual({ status: 415, message: 'Content-Type must be application/json' });
    }
    const basket = await fixture.shopper.json('GET', `${BASKETS}/${basketId}${US}`);
    expect(basket.body.productItems).toEqual([]);
  });

  it('accepts application/json with a UTF-8 charset, in any letter case, and refuses another charset', async () => {
    const path = `${BASKETS}/${basketId}${US}`;
    for (const type of ['application/json', 'Application/JSON; charset=UTF-8', 'application/json;charset="utf-8"']) {
      expect((await fixture.shopper.call('PATCH', path, JSON.stringify({ currency: 'USD' }), { 'content-type': type })).status, type).toBe(200);
    }
    for (const type of ['application/json; charset=utf-16', 'application/jsonp', 'application/json-patch+json', 'text/json']) {
      expect((await fixture.shopper.call('PATCH', path, JSON.stringify({ currency: 'USD' }), { 'content-type': type })).status, type).toBe(415);
    }
  });
});
