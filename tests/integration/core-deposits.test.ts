import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../shared/product/product-detail';
import type { SearchResult } from '../../shared/search/search-types';
import type { PagePayload } from '../../shared/types/page';
import { createRegisteredShopper } from './account-fixtures';
import { insertOrder } from './account-data-fixtures';
import { pickCoreItems, pickItems, setStock } from './cart-client';
import { CARDS, CheckoutShopper, NEW_YORK } from './checkout-client';
import { get, getPage } from './http';

/**
 * Core deposits (issue 30, decisions 284-286) through the APIs in workerd with real D1: the card
 * and product data, the cart, the checkout quote and the order (storefront and Shopper APIs), the
 * confirmation e-mail and page, each with the deposit as its own amount inside the total.
 */
const ORG = 'f_ecom_axle';
const BASKETS = `/checkout/shopper-baskets/v1/organizations/${ORG}/baskets`;
const PRODUCTS = `/product/shopper-products/v1/organizations/${ORG}/products`;

let caStarter: { id: string; deposit: number };
let usStarter: { id: string; deposit: number };
let usBattery: { id: string; deposit: number };
let plainCa: string;

async function unitPrice(productId: string, currency: string): Promise<number> {
  const row = await env.DB.prepare('SELECT sale_minor, promotion_minor FROM prices WHERE product_id = ?1 AND currency = ?2').bind(productId, currency).first<{ sale_minor: number; promotion_minor: number | null }>();
  return Math.min(row!.sale_minor, row!.promotion_minor ?? Infinity);
}

const hst = (base: number) => Math.floor((base * 13000 + 50_000) / 100_000);

beforeAll(async () => {
  caStarter = (await pickCoreItems('CAD', 'starters', 1))[0]!;
  usStarter = (await pickCoreItems('USD', 'starters', 1, 1))[0]!;
  usBattery = (await pickCoreItems('USD', 'batteries', 1, 1))[0]!;
  plainCa = (await pickItems('CAD', 1, 590))[0]!;
  for (const p of [caStarter.id, plainCa]) await setStock(p, 'online-ca', 50);
  for (const p of [usStarter.id, usBattery.id]) await setStock(p, 'online-us', 50);
});

describe('core deposits in the catalogue', () => {
  it('a starter carries its deposit in each site’s currency on the card, the product page data and Shopper Products; a plain part none', async () => {
    const cad = await env.DB.prepare("SELECT amount_minor FROM product_core_deposits WHERE product_id = ?1 AND currency = 'CAD'").bind(caStarter.id).first<number>('amount_minor');
    expect(cad).toBe(caStarter.deposit);
    // Cards: every starter found carries its own deposit, in Canadian dollars on the Canadian site.
    const search = (await (await get('/api/search?q=starter&limit=48&site=axle-ca')).json()) as SearchResult;
    const starters = search.hits.filter((h) => h.primaryCategoryId === 'starters');
    expect(starters.length).toBeGreaterThan(0);
    for (const hit of starters) {
      const own = await env.DB.prepare("SELECT amount_minor FROM product_core_deposits WHERE product_id = ?1 AND currency = 'CAD'").bind(hit.productId).first<number>('amount_minor');
      expect(hit.coreDeposit, hit.productId).toBe(own);
    }
    expect(search.hits.filter((h) => !['starters', 'alternators', 'batteries', 'brake-calipers'].includes(h.primaryCategoryId)).every((h) => h.coreDeposit === undefined)).toBe(true);
    const page = (await (await get(`/api/page/product/${caStarter.id}?site=axle-ca`)).json()) as PagePayload;
    expect((page.data as { product: ProductDetail }).product.coreDeposit).toBe(caStarter.deposit);
    const scapi = (await (await get(`${PRODUCTS}/${caStarter.id}?siteId=axle-ca`)).json()) as { c_coreDeposit: number | null };
    expect(scapi.c_coreDeposit).toBe(caStarter.deposit / 100);
    const plain = (await (await get(`/api/page/product/${plainCa}?site=axle-ca`)).json()) as PagePayload;
    expect((plain.data as { product: ProductDetail }).product.coreDeposit).toBeUndefined();
  });
});

describe('core deposits in the cart and checkout', () => {
  it('cart: the line carries the unit deposit, the basket their total, inside the estimated total', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    expect((await shopper.add(caStarter.id, 2)).status).toBe(200);
    expect((await shopper.add(plainCa, 1)).status).toBe(200);
    const basket = (await shopper.cart()).body.basket;
    const starterLine = basket.productItems.find((i: { productId: string }) => i.productId === caStarter.id);
    expect(starterLine.c_coreDeposit).toBe(caStarter.deposit);
    expect(starterLine.price).toBe((await unitPrice(caStarter.id, 'CAD')) * 2); // the line price is the part alone
    expect(basket.productItems.find((i: { productId: string }) => i.productId === plainCa).c_coreDeposit).toBe(0);
    expect(basket.c_coreDepositTotal).toBe(caStarter.deposit * 2);
    expect(basket.orderTotal).toBe(basket.productSubTotal + basket.shippingTotal + basket.c_coreDepositTotal);
    expect(basket.c_taxPending).toBe(true);
  });

  it('checkout quote taxes the deposit with the goods in Ontario (HST); the order, its e-mail and confirmation page show it with the return instructions', async () => {
    const shopper = new CheckoutShopper('axle-ca');
    await shopper.add(caStarter.id, 1);
    const quote = (await shopper.json('POST', '/api/checkout/quote?site=axle-ca', { stateCode: 'ON' })).body.totals;
    const goods = await unitPrice(caStarter.id, 'CAD');
    expect(quote.coreDepositTotal).toBe(caStarter.deposit);
    expect(quote.taxes).toEqual([{ stateCode: 'ON', kind: 'HST', pcm: 13000, amount: hst(goods + quote.shippingTotal + caStarter.deposit) }]);
    expect(quote.orderTotal).toBe(goods + quote.shippingTotal + caStarter.deposit + quote.taxTotal);

    const placed = await shopper.checkout(CARDS.approve, shopper.details('core-on@example.com'));
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    expect(order).toMatchObject({ c_coreDepositTotal: caStarter.deposit, orderTotal: quote.orderTotal, taxTotal: quote.taxTotal });
    expect(order.productItems[0].c_coreDeposit).toBe(caStarter.deposit);
    expect(order.paymentInstruments.map((p: { amount: number }) => p.amount)).toEqual([quote.orderTotal]);
    const row = await env.DB.prepare('SELECT core_deposit_total, order_total FROM orders WHERE order_no = ?1').bind(order.orderNo).first();
    expect(row).toEqual({ core_deposit_total: caStarter.deposit, order_total: quote.orderTotal });

    // The confirmation data, the e-mail and the confirmation page all say it, with the return instructions.
    const again = await shopper.json('GET', `/api/orders/${order.orderNo}?site=axle-ca`);
    expect(again.body.order.c_coreDepositTotal).toBe(caStarter.deposit);
    const mail = await env.DB.prepare('SELECT body_text, body_html FROM outbox WHERE reference = ?1').bind(order.orderNo).first<{ body_text: string; body_html: string }>();
    const amount = `$${(caStarter.deposit / 100).toFixed(2)}`;
    expect(mail!.body_text).toContain(`Core deposit (refundable): ${amount}`);
    expect(mail!.body_text).toContain(`Your order includes ${amount} in refundable core deposits. To get them back, bring the old parts to any of our stores, or ship them back to us within 30 days, with order number ${order.orderNo}.`);
    const html = await (await shopper.call('GET', `/checkout/confirmation/${order.orderNo}?site=axle-ca`)).text();
    expect(html).toContain('data-testid="core-return"');
    expect(html).toContain(`with order number ${order.orderNo}`);
    expect(html).toContain('data-row="core-deposit"');
  });

  it('United States: the state tax applies to the deposit in New York, none in Oregon', async () => {
    const ny = new CheckoutShopper('axle-us');
    await ny.add(usBattery.id, 1);
    const nyQuote = (await ny.json('POST', '/api/checkout/quote?site=axle-us', { stateCode: 'NY' })).body.totals;
    const goods = await unitPrice(usBattery.id, 'USD');
    const base = goods + nyQuote.shippingTotal + usBattery.deposit;
    expect(nyQuote.taxes).toEqual([{ stateCode: 'NY', kind: 'STATE', pcm: 4000, amount: Math.floor((base * 4000 + 50_000) / 100_000) }]);
    const orQuote = (await ny.json('POST', '/api/checkout/quote?site=axle-us', { stateCode: 'OR' })).body.totals;
    expect(orQuote).toMatchObject({ coreDepositTotal: usBattery.deposit, taxes: [], orderTotal: goods + orQuote.shippingTotal + usBattery.deposit });
  });
});

describe('core deposits in the Shopper APIs (decision 286)', () => {
  it('the basket and the order carry c_coreDeposit per line and c_coreDepositTotal, inside orderTotal', async () => {
    const shopper = new CheckoutShopper('axle-us');
    await shopper.add(usStarter.id, 1);
    const basketId = (await shopper.cart()).body.basket.basketId;
    const withAddress = await shopper.json('PATCH', `${BASKETS}/${basketId}/shipments/me?siteId=axle-us`, { shippingAddress: NEW_YORK });
    expect(withAddress.status).toBe(200);
    const basket = withAddress.body;
    const deposit = usStarter.deposit / 100;
    expect(basket.productItems[0]).toMatchObject({ productId: usStarter.id, c_coreDeposit: deposit, priceAdjustments: [] });
    expect(basket.c_coreDepositTotal).toBe(deposit);
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(basket.orderTotal)).toBe(cents(basket.productSubTotal) + cents(basket.shippingTotal) + usStarter.deposit + cents(basket.taxTotal));

    const payment = await shopper.preparePayment(shopper.details('core-scapi@example.com', NEW_YORK));
    await shopper.approve(payment.body.paymentId, CARDS.approve);
    const placed = await shopper.json('POST', `/checkout/shopper-orders/v1/organizations/${ORG}/orders?siteId=axle-us`, {
      basketId, customerInfo: { email: 'core-scapi@example.com' }, shippingAddress: NEW_YORK, billingAddress: null, paymentInstruments: [{ c_paymentId: payment.body.paymentId }],
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ c_coreDepositTotal: deposit, orderTotal: basket.orderTotal });
    expect(placed.body.productItems[0].c_coreDeposit).toBe(deposit);
  });
});

describe('core deposits in the account’s order history', () => {
  it('each order with deposits shows their row and the return instructions, in the shopper’s language (fr-CA)', async () => {
    const { shopper, customerId } = await createRegisteredShopper();
    const withCore = await insertOrder({
      customerId, siteId: 'axle-ca', createdAt: Date.now(),
      lines: [{ productId: caStarter.id, name: 'Démarreur', quantity: 1, unitPrice: 18_999, type: 'delivery', coreDeposit: 4800 }],
    });
    const plain = await insertOrder({ customerId, siteId: 'axle-ca', createdAt: Date.now() - 1000 });
    const html = await (await getPage('/ca/fr/account/order-history', { cookie: shopper.cookie! })).text();
    expect(html).toContain('<dt>Consigne (remboursable)</dt><dd>48,00\u00a0$</dd>');
    expect(html).toContain(`dans les 30 jours, avec le numéro de commande ${withCore}.`);
    expect(html).toContain(plain);
    expect(html).not.toContain(`avec le numéro de commande ${plain}.`);
    expect(html.match(/data-testid="core-return"/g)).toHaveLength(1);
  });
});
