import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASKETS, TestShopper, pickItems, setStock } from './cart-client';
import { getPage } from './http';
import { CheckoutShopper } from './checkout-client';

/**
 * Issue 26 item 2 (decision 262): a part the catalogue marks not orderable cannot be added,
 * raised or ordered, on the storefront API and on Shopper Baskets/Orders (document 2 §5:
 * "Non-set, non-bundle items also need orderable"); a bundle goes by its stock alone.
 */
const NOT_AVAILABLE = { status: 400, message: 'Sorry, this part is not available.' };
const US = '?siteId=axle-us';
const CART = '/api/cart/items?site=axle-us';

/** Seeded products that are not orderable, of a type, with a USD price and online stock. */
async function unorderable(type: 'item' | 'variant' | 'bundle', offset = 0): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
      WHERE p.type = ?1 AND p.orderable = 0 ORDER BY p.id LIMIT 1 OFFSET ?2`,
  )
    .bind(type, offset)
    .first<{ id: string }>();
  if (!row) throw new Error(`no unorderable ${type} in the seed`);
  // Stock is there: only the orderable flag may refuse these.
  await setStock(row.id, 'online-us', 40);
  await setStock(row.id, 'online-ca', 40);
  return row.id;
}

/** Puts a line straight into a basket: a part that was orderable when it was added. */
async function holdLine(basketId: string, productId: string, quantity: number): Promise<string> {
  const itemId = `held-${crypto.randomUUID()}`;
  await env.DB.prepare(
    `INSERT INTO basket_items (item_id, basket_id, shipment_id, product_id, quantity, price_minor, is_from_set, created_at)
     VALUES (?1, ?2, 'delivery', ?3, ?4, (SELECT sale_minor FROM prices WHERE product_id = ?3 AND currency = (SELECT currency FROM baskets WHERE basket_id = ?2)), 0, ?5)`,
  )
    .bind(itemId, basketId, productId, quantity, Date.now())
    .run();
  return itemId;
}

let item = '';
let otherItem = '';
let variant = '';
let bundle = '';
let orderableItems: string[] = [];

beforeAll(async () => {
  item = await unorderable('item', 0);
  otherItem = await unorderable('item', 1);
  variant = await unorderable('variant');
  bundle = await unorderable('bundle');
  orderableItems = await pickItems('USD', 3, 260);
  for (const id of orderableItems) {
    await setStock(id, 'online-us', 40);
    await setStock(id, 'online-ca', 40);
  }
});

describe('adding a part that is not orderable', () => {
  it('is refused by the storefront cart with the spec text, and nothing is added', async () => {
    const shopper = new TestShopper();
    const res = await shopper.json('POST', CART, { lines: [{ productId: item, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(NOT_AVAILABLE);
    const cart = await shopper.json('GET', '/api/cart?site=axle-us');
    expect(cart.body.basket?.productItems ?? []).toEqual([]);
  });

  it('is refused by Shopper Baskets, for items and variants, all or nothing', async () => {
    const shopper = new TestShopper();
    const { body: basket } = await shopper.json('POST', `${BASKETS}${US}`, {});
    for (const productId of [item, variant]) {
      const res = await shopper.json('POST', `${BASKETS}/${basket.basketId}/items${US}`, [{ productId: orderableItems[0], quantity: 1 }, { productId, quantity: 1 }]);
      expect(res.status, productId).toBe(400);
      expect(res.body).toEqual(NOT_AVAILABLE);
    }
    const after = await shopper.json('GET', `${BASKETS}/${basket.basketId}${US}`);
    expect(after.body.productItems).toEqual([]);
  });

  it('lets a bundle through on its stock (document 2 §5 exempts sets and bundles)', async () => {
    const shopper = new TestShopper();
    const res = await shopper.json('POST', CART, { lines: [{ productId: bundle, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(res.status).toBe(200);
    expect(res.body.basket.productItems).toMatchObject([{ productId: bundle, quantity: 1, c_orderable: true }]);
  });
});

describe('a basket that already holds a part no longer orderable', () => {
  it('shows the line as unavailable, refuses raising it, and lets it be lowered and removed', async () => {
    const shopper = new TestShopper();
    const added = await shopper.json('POST', CART, { lines: [{ productId: orderableItems[1], quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(added.status).toBe(200);
    const basketId = added.body.basket.basketId as string;
    const held = await holdLine(basketId, otherItem, 3);

    const cart = await shopper.json('GET', '/api/cart?site=axle-us');
    const line = cart.body.basket.productItems.find((i: { itemId: string }) => i.itemId === held);
    expect(line).toMatchObject({ productId: otherItem, quantity: 3, c_orderable: false, c_availableStock: 0 });
    expect(cart.body.basket.productItems.find((i: { itemId: string }) => i.itemId !== held)).toMatchObject({ c_orderable: true });

    const raised = await shopper.json('PATCH', `/api/cart/items/${held}?site=axle-us`, { quantity: 4 });
    expect(raised.status).toBe(400);
    expect(raised.body).toEqual(NOT_AVAILABLE);
    const scapiRaised = await shopper.json('PATCH', `${BASKETS}/${basketId}/items/${held}${US}`, { productId: otherItem, quantity: 5 });
    expect(scapiRaised.status).toBe(400);
    expect(scapiRaised.body).toEqual(NOT_AVAILABLE);
    const again = await shopper.json('POST', CART, { lines: [{ productId: otherItem, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(again.body).toEqual(NOT_AVAILABLE);

    const lowered = await shopper.json('PATCH', `/api/cart/items/${held}?site=axle-us`, { quantity: 1 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.basket.productItems.find((i: { itemId: string }) => i.itemId === held).quantity).toBe(1);
    const removed = await shopper.json('DELETE', `/api/cart/items/${held}?site=axle-us`);
    expect(removed.status).toBe(200);
    expect(removed.body.basket.productItems.map((i: { productId: string }) => i.productId)).toEqual([orderableItems[1]]);
  });

  it('stops checkout and Shopper Orders with Items Unavailable before any payment, until the line is removed', async () => {
    const shopper = new CheckoutShopper('axle-us');
    const added = await shopper.add(orderableItems[2]!, 1);
    expect(added.status).toBe(200);
    const basketId = added.body.basket.basketId as string;
    const held = await holdLine(basketId, item, 1);
    const payments = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM test_pay_orders WHERE reference = ?1').bind(basketId).first<number>('n')) ?? 0;

    const refused = await shopper.preparePayment();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 409,
      code: 'items_unavailable',
      message: 'Some items are no longer available online. Please remove them from your cart to place your order.',
    });
    const order = await shopper.json('POST', `/checkout/shopper-orders/v1/organizations/f_ecom_axle/orders${US}`, {
      basketId,
      customerInfo: { email: 'ana@example.com' },
      shippingAddress: shopper.details().shippingAddress,
      paymentInstruments: [{ c_paymentId: 'pay_none' }],
    });
    expect(order.status).toBe(409);
    expect(order.body.code).toBe('items_unavailable');
    expect(await payments()).toBe(0);

    expect((await shopper.json('DELETE', `/api/cart/items/${held}?site=axle-us`)).status).toBe(200);
    const placed = await shopper.checkout();
    expect(placed.status).toBe(201);
    expect(placed.body.order.productItems.map((i: { productId: string }) => i.productId)).toEqual([orderableItems[2]]);
  });
});

describe('what shoppers and clients read about such a part', () => {
  it('renders Sold out on its card, "Sorry, this part is not available." and out-of-stock data on its page', async () => {
    const { part_number } = (await env.DB.prepare('SELECT part_number FROM products WHERE id = ?1').bind(item).first<{ part_number: string }>())!;
    const search = await (await getPage(`/search?q=${encodeURIComponent(part_number)}`)).text();
    const card = new RegExp(`data-product-id="${item}"[\\s\\S]*?</article>`).exec(search)?.[0] ?? '';
    expect(card).toContain('Sold out');
    expect(card).not.toContain('Add to Cart');
    expect(card).not.toContain('Check Vehicle Fit');
    const page = await (await getPage(`/product/${item}`)).text();
    const own = await env.DB.prepare("SELECT message FROM product_stock_messages WHERE product_id = ?1 AND lang = 'en'").bind(item).first<{ message: string }>();
    expect(page).toContain(own?.message ?? 'Sorry, this part is not available.');
    const product = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!.replace(/\\u003c/g, '<'))).find((d) => d['@type'] === 'Product');
    expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('reports the commerce API inventory as not orderable for it, and orderable for the bundle in stock', async () => {
    const read = async (id: string) => (await (await getPage(`/product/shopper-products/v1/organizations/f_ecom_axle/products/${id}?siteId=axle-us`, { accept: 'application/json' })).json()) as { inventory: { ats: number; orderable: boolean } };
    expect((await read(item)).inventory).toMatchObject({ ats: 40, orderable: false });
    expect((await read(bundle)).inventory).toMatchObject({ orderable: true });
  });
});

