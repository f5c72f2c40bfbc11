import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPageData } from '../../shared/product/product-detail';
import type { SearchResult } from '../../shared/search/search-types';
import type { PagePayload } from '../../shared/types/page';
import { BASKETS, TestShopper, setStock } from './cart-client';
import { get } from './http';

/**
 * Parts sold as a pair or a set of 4 (issue 30 item 4, decision 288): cards and the detail page
 * say so, and the storefront cart and Shopper Baskets refuse, with a 400 that says why, any
 * quantity that would break the pair or set; nothing is rounded and nothing half-written.
 */
const US = '?siteId=axle-us';
const CART = '/api/cart/items?site=axle-us';
const PAIR = (q: number) => ({ status: 400, message: `This part is sold as a pair: quantity ${q} is not a multiple of 2` });
const SET = (q: number) => ({ status: 400, message: `This part is sold as a set of 4: quantity ${q} is not a multiple of 4` });

/** A plain item of a leaf with a USD price and no tiers, with stock set for the test. */
async function itemOf(leaf: string, offset: number): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
      WHERE p.primary_category_id = ?1 AND p.type = 'item' AND p.orderable = 1 AND NOT EXISTS (SELECT 1 FROM price_tiers t WHERE t.product_id = p.id)
      ORDER BY p.id DESC LIMIT 1 OFFSET ?2`,
  )
    .bind(leaf, offset)
    .first<{ id: string }>();
  expect(row, leaf).not.toBeNull();
  await setStock(row!.id, 'online-us', 40);
  return row!.id;
}

let rotor = '';
let otherRotor = '';
let plugs = '';

beforeAll(async () => {
  rotor = await itemOf('brake-rotors', 0);
  otherRotor = await itemOf('brake-rotors', 1);
  plugs = await itemOf('spark-plugs', 0);
});

const add = (shopper: TestShopper, productId: string, quantity: number) =>
  shopper.json('POST', CART, { lines: [{ productId, quantity }], shipmentType: 'delivery', storeId: null, vehicle: null });

describe('a pair or set on cards and the detail page', () => {
  it('says “Sold as a pair” or “Sold as a set of 4” in the page language, with the pack on the data', async () => {
    const page = (await (await get(`/api/page/ca/fr/product/${rotor}`)).json()) as PagePayload<ProductPageData>;
    expect(page.data.product.packQuantity).toBe(2);
    expect(page.data.product.notes[0]).toBe('Vendu par paire');
    const search = (await (await get(`/api/search?site=axle-us&locale=es-US&category=spark-plugs&limit=100`)).json()) as SearchResult;
    const hit = search.hits.find((h) => h.productId === plugs)!;
    expect(hit).toMatchObject({ packQuantity: 4 });
    expect(hit.notes[0]).toBe('Se vende en juego de 4');
  });
});

describe('the storefront cart', () => {
  it('refuses one rotor or three with a 400 saying it is sold as a pair, and adds two', async () => {
    const shopper = new TestShopper();
    for (const quantity of [1, 3]) {
      const refused = await add(shopper, rotor, quantity);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(PAIR(quantity));
    }
    const added = await add(shopper, rotor, 2);
    expect(added.status).toBe(200);
    expect(added.body.basket.productItems).toMatchObject([{ productId: rotor, quantity: 2, c_packQuantity: 2 }]);
  });

  it('changes a pair’s quantity by whole pairs only', async () => {
    const shopper = new TestShopper();
    const added = await add(shopper, otherRotor, 2);
    const itemId = added.body.basket.productItems[0].itemId as string;
    const odd = await shopper.json('PATCH', `/api/cart/items/${itemId}?site=axle-us`, { quantity: 3 });
    expect(odd.status).toBe(400);
    expect(odd.body).toEqual(PAIR(3));
    const four = await shopper.json('PATCH', `/api/cart/items/${itemId}?site=axle-us`, { quantity: 4 });
    expect(four.status).toBe(200);
    expect(four.body.basket.productItems[0].quantity).toBe(4);
  });
});

describe('Shopper Baskets', () => {
  it('refuses a broken set of spark plugs, all or nothing, and takes whole sets', async () => {
    const shopper = new TestShopper();
    const { body: basket } = await shopper.json('POST', `${BASKETS}${US}`, {});
    const refused = await shopper.json('POST', `${BASKETS}/${basket.basketId}/items${US}`, [{ productId: rotor, quantity: 2 }, { productId: plugs, quantity: 6 }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(SET(6));
    expect((await shopper.json('GET', `${BASKETS}/${basket.basketId}${US}`)).body.productItems).toEqual([]);

    const added = await shopper.json('POST', `${BASKETS}/${basket.basketId}/items${US}`, [{ productId: plugs, quantity: 8 }]);
    expect(added.status).toBe(200);
    const itemId = added.body.productItems[0].itemId as string;
    const odd = await shopper.json('PATCH', `${BASKETS}/${basket.basketId}/items/${itemId}${US}`, { productId: plugs, quantity: 2 });
    expect(odd.status).toBe(400);
    expect(odd.body).toEqual(SET(2));
    const after = await shopper.json('GET', `${BASKETS}/${basket.basketId}${US}`);
    expect(after.body.productItems).toMatchObject([{ productId: plugs, quantity: 8 }]);
  });
});
