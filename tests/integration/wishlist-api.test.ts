import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API, type Wishlist, type WishlistAddResult } from '../../shared/account/account-api';
import { createRegisteredShopper } from './account-fixtures';
import { TestShopper } from './cart-client';
import { catalogProducts, guestShopper } from './wishlist-fixtures';

const products = catalogProducts;

const NOT_IN_LIST = 'Item Not found in Wishlist, Try removing Set Product';

describe('/api/wishlist', () => {
  it('creates the list on first add with quantity 1, priority 1, public false, type product; a repeat is "already" and changes nothing', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    const [productId] = await products(1, 3);

    const empty = await shopper.json<Wishlist>('GET', ACCOUNT_API.wishlist);
    expect(empty.status).toBe(200);
    expect(empty.res.headers.get('cache-control')).toBe('private, no-store');
    expect(empty.body).toEqual({ id: null, type: 'wish_list', customerProductListItems: [] });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM product_lists WHERE customer_id = ?1').bind(customerId).first('n')).toBe(0);

    const added = await shopper.json<WishlistAddResult>('POST', ACCOUNT_API.wishlist, { productId });
    expect(added.status).toBe(201);
    expect(added.body.outcome).toBe('added');
    expect(added.body.quantity).toBe(1);
    expect(added.body.wishlist.id).toEqual(expect.any(String));
    expect(added.body.wishlist.customerProductListItems).toEqual([
      { id: expect.any(String), productId, quantity: 1, priority: 1, public: false, type: 'product' },
    ]);

    const again = await shopper.json<WishlistAddResult>('POST', ACCOUNT_API.wishlist, { productId, quantity: 4 });
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('already');
    expect(again.body.wishlist).toEqual(added.body.wishlist);
    const rows = await env.DB.prepare('SELECT l.list_id, i.quantity FROM product_lists l JOIN product_list_items i ON i.list_id = l.list_id WHERE l.customer_id = ?1').bind(customerId).all();
    expect(rows.results).toEqual([{ list_id: added.body.wishlist.id, quantity: 1 }]);
  });

  it('adds the given quantity and lists items in the order they were added', async () => {
    const { shopper } = await createRegisteredShopper();
    const [first, second] = await products(2, 5);
    await shopper.json('POST', ACCOUNT_API.wishlist, { productId: first });
    const res = await shopper.json<WishlistAddResult>('POST', ACCOUNT_API.wishlist, { productId: second, quantity: 3 });
    expect(res.body).toMatchObject({ outcome: 'added', quantity: 3 });
    const list = await shopper.json<Wishlist>('GET', ACCOUNT_API.wishlist);
    expect(list.body.customerProductListItems.map((i) => [i.productId, i.quantity])).toEqual([
      [first, 1],
      [second, 3],
    ]);
  });

  it('removes by product id; removing a product not in the list is a 404 with the document text', async () => {
    const { shopper } = await createRegisteredShopper();
    const [kept, removed] = await products(2, 8);
    // Before any list exists.
    const none = await shopper.json('DELETE', ACCOUNT_API.wishlistItem(removed!));
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ status: 404, message: NOT_IN_LIST });

    await shopper.json('POST', ACCOUNT_API.wishlist, { productId: kept });
    await shopper.json('POST', ACCOUNT_API.wishlist, { productId: removed });
    const res = await shopper.json<Wishlist>('DELETE', ACCOUNT_API.wishlistItem(removed!));
    expect(res.status).toBe(200);
    expect(res.body.customerProductListItems.map((i) => i.productId)).toEqual([kept]);
    const twice = await shopper.json('DELETE', ACCOUNT_API.wishlistItem(removed!));
    expect(twice.body).toEqual({ status: 404, message: NOT_IN_LIST });
  });

  it('rejects bad input with 400 and unknown products with 404, writing nothing', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    for (const body of [{}, { productId: '' }, { productId: 'a b' }, { productId: 'x'.repeat(101) }, { productId: 'P1', quantity: 0 }, { productId: 'P1', quantity: 1.5 }, { productId: 'P1', quantity: 1000 }, { productId: 'P1', extra: true }]) {
      const res = await shopper.json('POST', ACCOUNT_API.wishlist, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message: expect.any(String) });
    }
    const notJson = await shopper.call('POST', ACCOUNT_API.wishlist, '{oops');
    expect(notJson.status).toBe(400);
    const unknown = await shopper.json('POST', ACCOUNT_API.wishlist, { productId: 'NO-SUCH-PRODUCT-123' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: 'Product not found: NO-SUCH-PRODUCT-123' });
    const badId = await shopper.json('DELETE', ACCOUNT_API.wishlistItem('a b'));
    expect(badId.status).toBe(400);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM product_lists WHERE customer_id = ?1').bind(customerId).first('n')).toBe(0);
  });

  it('answers 401 to a guest (with or without a guest session) and to no session', async () => {
    const [productId] = await products(1);
    const guest = await guestShopper();
    for (const shopper of [guest, new TestShopper()]) {
      for (const [method, path, body] of [
        ['GET', ACCOUNT_API.wishlist, undefined],
        ['POST', ACCOUNT_API.wishlist, { productId }],
        ['DELETE', ACCOUNT_API.wishlistItem(productId!), undefined],
      ] as const) {
        const res = await shopper.json(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body).toEqual({ status: 401, message: 'Sign in to use the wish list.' });
      }
    }
  });

  it('refuses cross-site writes', async () => {
    const { shopper } = await createRegisteredShopper();
    const [productId] = await products(1);
    const res = await shopper.call('POST', ACCOUNT_API.wishlist, { productId }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it("never shows or changes another shopper's list", async () => {
    const owner = await createRegisteredShopper();
    const other = await createRegisteredShopper();
    const [productId] = await products(1, 11);
    await owner.shopper.json('POST', ACCOUNT_API.wishlist, { productId });
    expect((await other.shopper.json<Wishlist>('GET', ACCOUNT_API.wishlist)).body.customerProductListItems).toEqual([]);
    const removal = await other.shopper.json('DELETE', ACCOUNT_API.wishlistItem(productId!));
    expect(removal.body).toEqual({ status: 404, message: NOT_IN_LIST });
    expect((await owner.shopper.json<Wishlist>('GET', ACCOUNT_API.wishlist)).body.customerProductListItems.map((i) => i.productId)).toEqual([productId]);
  });
});
