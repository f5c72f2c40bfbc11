import { describe, expect, it } from 'vitest';
import { ACCOUNT_API, type Wishlist } from '../../shared/account/account-api';
import { createRegisteredShopper } from './account-fixtures';
import { ORG, TestShopper } from './cart-client';
import { registered } from './auth-client';
import { bearer as slasBearer, guestTokens, registeredTokens, send } from './slas-client';
import { catalogProducts, guestShopper } from './wishlist-fixtures';

const base = (customerId: string) => `/customer/shopper-customers/v1/organizations/${ORG}/customers/${customerId}/product-lists`;
const q = '?siteId=axle-us';

/** The fixture's session token, sent as a bearer token (the commerce API's credential). */
function bearer(shopper: TestShopper): Record<string, string> {
  return { authorization: `Bearer ${shopper.cookie!.split('=')[1]}` };
}

async function call(shopper: TestShopper, method: string, path: string, body?: unknown) {
  const res = await shopper.call(method, path, body, bearer(shopper));
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, res };
}

describe('Shopper Customers product lists', () => {
  it('creates the wish list once, adds items in the SDK shape, reads, patches and deletes them', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    const [productId, second] = await catalogProducts(2, 20);

    expect((await call(shopper, 'GET', `${base(customerId)}${q}`)).body).toEqual({ data: [], limit: 0, total: 0 });
    const created = await call(shopper, 'POST', `${base(customerId)}${q}`, { type: 'wish_list' });
    expect(created.status).toBe(201);
    expect(created.res.headers.get('cache-control')).toBe('private, no-store');
    expect(created.body).toMatchObject({ id: expect.any(String), type: 'wish_list', public: false, customerProductListItems: [] });
    const listId = created.body.id as string;
    const again = await call(shopper, 'POST', `${base(customerId)}${q}`, { type: 'wish_list' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(listId);

    const item = await call(shopper, 'POST', `${base(customerId)}/${listId}/items${q}`, { productId, quantity: 1, public: false, priority: 1, type: 'product' });
    expect(item.status).toBe(201);
    expect(item.body).toEqual({ id: expect.any(String), productId, quantity: 1, priority: 1, public: false, purchasedQuantity: 0, type: 'product' });
    const dup = await call(shopper, 'POST', `${base(customerId)}/${listId}/items${q}`, { productId, quantity: 5, type: 'product' });
    expect(dup.status).toBe(200);
    expect(dup.body).toEqual(item.body);

    const itemId = item.body.id as string;
    expect((await call(shopper, 'GET', `${base(customerId)}/${listId}/items/${itemId}${q}`)).body).toEqual(item.body);
    const patched = await call(shopper, 'PATCH', `${base(customerId)}/${listId}/items/${itemId}${q}`, { quantity: 2 });
    expect(patched.body).toMatchObject({ id: itemId, quantity: 2, priority: 1 });

    await call(shopper, 'POST', `${base('me')}/${listId}/items${q}`, { productId: second, quantity: 1, type: 'product' });
    const lists = await call(shopper, 'GET', `${base('me')}${q}`);
    expect(lists.body.total).toBe(1);
    expect(lists.body.data[0].customerProductListItems.map((i: { productId: string }) => i.productId)).toEqual([productId, second]);
    // The storefront reads the same list.
    const storefront = await shopper.json<Wishlist>('GET', ACCOUNT_API.wishlist);
    expect(storefront.body.id).toBe(listId);

    const removed = await call(shopper, 'DELETE', `${base(customerId)}/${listId}/items/${itemId}${q}`);
    expect(removed.status).toBe(204);
    const one = await call(shopper, 'GET', `${base(customerId)}/${listId}${q}`);
    expect(one.body.customerProductListItems.map((i: { productId: string }) => i.productId)).toEqual([second]);
    expect((await call(shopper, 'DELETE', `${base(customerId)}/${listId}/items/${itemId}${q}`)).status).toBe(404);
  });

  it('validates bodies, site and organization', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    const listId = (await call(shopper, 'POST', `${base(customerId)}${q}`, { type: 'wish_list' })).body.id;
    expect((await call(shopper, 'POST', `${base(customerId)}${q}`, { type: 'gift_registry' })).status).toBe(400);
    expect((await call(shopper, 'GET', base(customerId))).status).toBe(400);
    expect((await call(shopper, 'GET', `/customer/shopper-customers/v1/organizations/other/customers/${customerId}/product-lists${q}`)).status).toBe(404);
    for (const body of [{ productId: 'P', quantity: 1 }, { productId: 'P', quantity: 1, type: 'gift_certificate' }, { quantity: 1, type: 'product' }, { productId: 'P', quantity: 0, type: 'product' }]) {
      const res = await call(shopper, 'POST', `${base(customerId)}/${listId}/items${q}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await call(shopper, 'POST', `${base(customerId)}/${listId}/items${q}`, { productId: 'NO-SUCH-PRODUCT', quantity: 1, type: 'product' });
    expect(unknown.status).toBe(404);
    expect((await call(shopper, 'PATCH', `${base(customerId)}/${listId}/items/nope${q}`, { quantity: 0 })).status).toBe(400);
    expect((await call(shopper, 'GET', `${base(customerId)}/nope${q}`)).status).toBe(404);
  });

  it('needs a token (401) of a registered customer (guest 403)', async () => {
    const { customerId } = await createRegisteredShopper();
    const none = await new TestShopper().call('GET', `${base(customerId)}${q}`);
    expect(none.status).toBe(401);
    const badToken = await new TestShopper().call('GET', `${base(customerId)}${q}`, undefined, { authorization: 'Bearer not-a-token' });
    expect(badToken.status).toBe(401);
    const guest = await guestShopper();
    const res = await call(guest, 'POST', `${base('me')}${q}`, { type: 'wish_list' });
    expect(res.status).toBe(403);
  });

  it("never reads or changes another customer's lists or items, and says nothing about them", async () => {
    const owner = await createRegisteredShopper();
    const intruder = await createRegisteredShopper();
    const [productId] = await catalogProducts(1, 25);
    const listId = (await call(owner.shopper, 'POST', `${base(owner.customerId)}${q}`, { type: 'wish_list' })).body.id;
    const itemId = (await call(owner.shopper, 'POST', `${base(owner.customerId)}/${listId}/items${q}`, { productId, quantity: 1, type: 'product' })).body.id;
    await call(intruder.shopper, 'POST', `${base(intruder.customerId)}${q}`, { type: 'wish_list' });

    // Their customer id in the path: 403 on every path, with the same message.
    const theirs = base(owner.customerId);
    const attempts: [string, string, unknown?][] = [
      ['GET', `${theirs}${q}`],
      ['POST', `${theirs}${q}`, { type: 'wish_list' }],
      ['GET', `${theirs}/${listId}${q}`],
      ['POST', `${theirs}/${listId}/items${q}`, { productId, quantity: 1, type: 'product' }],
      ['GET', `${theirs}/${listId}/items/${itemId}${q}`],
      ['PATCH', `${theirs}/${listId}/items/${itemId}${q}`, { quantity: 9 }],
      ['DELETE', `${theirs}/${listId}/items/${itemId}${q}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(intruder.shopper, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ status: 403, message: 'The customer in the path does not match the access token' });
    }
    // Their list id under the intruder's own customer id: 404, as if it did not exist.
    const mine = base(intruder.customerId);
    for (const [method, path, body] of [
      ['GET', `${mine}/${listId}${q}`],
      ['POST', `${mine}/${listId}/items${q}`, { productId, quantity: 1, type: 'product' }],
      ['GET', `${mine}/${listId}/items/${itemId}${q}`],
      ['PATCH', `${mine}/${listId}/items/${itemId}${q}`, { quantity: 9 }],
      ['DELETE', `${mine}/${listId}/items/${itemId}${q}`],
    ] as [string, string, unknown?][]) {
      const res = await call(intruder.shopper, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Product list not found' });
    }
    const after = await call(owner.shopper, 'GET', `${theirs}/${listId}${q}`);
    expect(after.body.customerProductListItems).toEqual([expect.objectContaining({ id: itemId, productId, quantity: 1 })]);
  });

  it('works with SLAS access tokens: a registered token reaches its own lists, a guest token is refused', async () => {
    const { email, password } = await registered();
    const tokens = await registeredTokens(email, password);
    const [productId] = await catalogProducts(1, 30);
    const created = await send(`${base(tokens.customer_id)}${q}`, slasBearer(tokens.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'wish_list' }) }));
    expect(created.status).toBe(201);
    const listId = ((await created.json()) as { id: string }).id;
    const item = await send(`${base('me')}/${listId}/items${q}`, slasBearer(tokens.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId, quantity: 1, public: false, priority: 1, type: 'product' }) }));
    expect(item.status).toBe(201);
    const guest = await guestTokens();
    const refused = await send(`${base(tokens.customer_id)}${q}`, slasBearer(guest.access_token));
    expect(refused.status).toBe(403);
  });
});
