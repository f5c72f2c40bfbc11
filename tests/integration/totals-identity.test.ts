import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedStatesFor } from '../../shared/address/regions';
import { POSTAL_LETTER_PROVINCES } from '../../shared/address/postal-province';
import { SITES_CONFIG, type CountryCode } from '../../shared/sites/config';
import { CARDS, CheckoutShopper } from './checkout-client';
import { get } from './http';

/**
 * Property (decisions 244, 284), over what the APIs answer in workerd with real D1: for generated
 * baskets (items, parts with a core deposit among them, quantities, delivery/pickup mix, any
 * province or state, before and after an address),
 * every summary the store returns — cart API, checkout quote, Shopper Baskets, the placed order as
 * the storefront, ShopperOrders and the order-status lookup answer it — satisfies
 * subtotal + shipping + core deposits + each tax line shown = total, to the cent. The seed is fixed so `npm test`
 * replays the same cases (change SEED to explore others).
 */
const SEED = 20_260_925;
const RUNS = 20;
const ORG = 'f_ecom_axle';
const BASKETS = `/checkout/shopper-baskets/v1/organizations/${ORG}/baskets`;
const ORDERS = `/checkout/shopper-orders/v1/organizations/${ORG}/orders`;
const GUEST = `/custom/guest-order/v1/organizations/${ORG}`;

interface Store {
  id: string;
  inventory_list_id: string;
  state_code: string;
}

const pool: Record<CountryCode, string[]> = { CA: [], US: [] };
let stores: Store[] = [];

/** Items past the offsets other files pick (ordered as pickItems orders them), cheapest first. */
async function cheapAndOther(currency: 'CAD' | 'USD'): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM (
       SELECT p.id, MIN(pr.sale_minor, COALESCE(pr.promotion_minor, pr.sale_minor)) AS unit FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?1
        WHERE p.type = 'item' AND p.orderable = 1 AND p.pack_quantity = 1 AND NOT EXISTS (SELECT 1 FROM price_tiers t WHERE t.product_id = p.id)
        ORDER BY p.id LIMIT 300 OFFSET 700)
     ORDER BY unit, id`,
  )
    .bind(currency)
    .all<{ id: string }>();
  const sorted = results.map((r) => r.id);
  return [...sorted.slice(0, 15), ...sorted.slice(15).filter((_, i) => i % 19 === 0).slice(0, 15)];
}

/** Parts with a core deposit (starters, alternators, batteries, calipers) past the other files' picks. */
async function coreParts(currency: 'CAD' | 'USD'): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.id FROM products p JOIN product_core_deposits d ON d.product_id = p.id AND d.currency = ?1
      WHERE p.type = 'item' AND p.orderable = 1 AND NOT EXISTS (SELECT 1 FROM price_tiers t WHERE t.product_id = p.id)
      ORDER BY p.id DESC LIMIT 6`,
  )
    .bind(currency)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

beforeAll(async () => {
  // Products no other file picks (their offsets stay under 600), stocked for every case: the
  // cheapest half (so shipping is charged and free shipping crossed) and a spread of the rest.
  // Then, last in the pool, parts with a core deposit.
  pool.CA = [...(await cheapAndOther('CAD')), ...(await coreParts('CAD'))];
  pool.US = [...(await cheapAndOther('USD')), ...(await coreParts('USD'))];
  ({ results: stores } = await env.DB.prepare(
    "SELECT id, inventory_list_id, state_code FROM stores WHERE country_code = 'CA' AND id IN (SELECT MIN(id) FROM stores WHERE country_code = 'CA' GROUP BY state_code) ORDER BY id",
  ).all<Store>());
  const stock = env.DB.prepare('INSERT INTO inventory (product_id, location_id, ats) VALUES (?1, ?2, 5000) ON CONFLICT (product_id, location_id) DO UPDATE SET ats = 5000');
  await env.DB.batch([
    ...pool.CA.flatMap((id) => [stock.bind(id, 'online-ca'), ...stores.map((s) => stock.bind(id, s.inventory_list_id))]),
    ...pool.US.map((id) => stock.bind(id, 'online-us')),
  ]);
});

type Tax = { stateCode: string; kind: string; pcm: number; amount: number };
const sum = (taxes: Tax[]) => taxes.reduce((s, t) => s + t.amount, 0);

/** A Basket (cart API, Shopper Baskets): total = subtotal + shipping + core deposits + each shown tax line. */
function expectBasketAddsUp(b: { productSubTotal: number; shippingTotal: number; c_coreDepositTotal: number; taxTotal: number | null; orderTotal: number; c_taxes: Tax[]; c_taxPending: boolean; productItems: { price: number; quantity: number; c_coreDeposit: number }[] }) {
  expect(b.orderTotal).toBe(b.productSubTotal + b.shippingTotal + b.c_coreDepositTotal + sum(b.c_taxes));
  expect(b.c_coreDepositTotal).toBe(b.productItems.reduce((s, i) => s + i.c_coreDeposit * i.quantity, 0));
  expect(b.taxTotal ?? 0).toBe(sum(b.c_taxes));
  expect(b.productSubTotal).toBe(b.productItems.reduce((s, i) => s + i.price, 0));
}

/** Checkout totals (quote, payment): the same identity. */
function expectTotalsAddUp(t: { productSubtotal: number; shippingTotal: number; coreDepositTotal: number; taxTotal: number; orderTotal: number; taxes: Tax[] }) {
  expect(t.orderTotal).toBe(t.productSubtotal + t.shippingTotal + t.coreDepositTotal + sum(t.taxes));
  expect(t.taxTotal).toBe(sum(t.taxes));
}

/** An Order (storefront, ShopperOrders, guest lookup): the identity, and the payment is that total. */
function expectOrderAddsUp(o: { productSubTotal: number; shippingTotal: number; c_coreDepositTotal: number; taxTotal: number; orderTotal: number; c_taxes: Tax[]; paymentInstruments: { amount: number }[] }) {
  expect(o.orderTotal).toBe(o.productSubTotal + o.shippingTotal + o.c_coreDepositTotal + sum(o.c_taxes));
  expect(o.taxTotal).toBe(sum(o.c_taxes));
  expect(o.paymentInstruments.map((p) => p.amount)).toEqual([o.orderTotal]);
}

/** A Shopper Baskets or Shopper Orders answer (decimal money) with its amounts in minor units. */
function inMinorUnits<T extends Record<string, any>>(body: T): T {
  const cents = (n: number | null) => (n === null ? null : Math.round(n * 100));
  return {
    ...body,
    productSubTotal: cents(body.productSubTotal),
    shippingTotal: cents(body.shippingTotal),
    taxTotal: cents(body.taxTotal),
    orderTotal: cents(body.orderTotal),
    c_coreDepositTotal: cents(body.c_coreDepositTotal),
    c_taxes: body.c_taxes.map((t: Tax) => ({ ...t, amount: cents(t.amount) })),
    productItems: body.productItems.map((i: { price: number; c_coreDeposit: number }) => ({ ...i, price: cents(i.price), c_coreDeposit: cents(i.c_coreDeposit) })),
    ...(body.paymentInstruments ? { paymentInstruments: body.paymentInstruments.map((p: { amount: number }) => ({ ...p, amount: cents(p.amount) })) } : {}),
  };
}

/** A valid address in a province or state (Canadian postal code whose letter matches it). */
function addressIn(country: CountryCode, stateCode: string) {
  const letter = Object.entries(POSTAL_LETTER_PROVINCES).find(([, provinces]) => provinces.includes(stateCode))?.[0];
  const postalCode = country === 'CA' ? `${letter}1A 1A1` : '10001';
  return { firstName: 'Ana', lastName: 'Roy', address1: '1 Main St', city: 'Town', stateCode, postalCode, countryCode: country, phone: '416-555-0100' };
}

const caseArbitrary = fc.constantFrom<CountryCode>('CA', 'US').chain((country) =>
  fc.record({
    country: fc.constant(country),
    lines: fc.array(fc.record({ product: fc.nat({ max: 35 }), quantity: fc.integer({ min: 1, max: 4 }), pickup: country === 'CA' ? fc.boolean() : fc.constant(false) }), { minLength: 1, maxLength: 5 }),
    store: fc.nat({ max: 50 }),
    deliveryState: fc.constantFrom(...allowedStatesFor(country).map((s) => s.id)),
    place: fc.constantFrom<'no' | 'storefront' | 'shopper-orders'>('no', 'storefront', 'shopper-orders'),
  }),
);

let caseNo = 0;
let casesWithDeposits = 0;

describe('totals identity over generated baskets, in every API (decisions 244, 284)', () => {
  it('cart, checkout quote, Shopper Baskets and the placed order add up to the cent before and after the address', async () => {
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async ({ country, lines, store: storeIndex, deliveryState, place }) => {
        caseNo += 1;
        const site = SITES_CONFIG.sites.find((s) => s.l10n.country === country)!;
        const q = (path: string) => `${path}${path.includes('?') ? '&' : '?'}siteId=${site.id}`;
        const store = stores[storeIndex % stores.length]!;
        const shopper = new CheckoutShopper(site.id);
        for (const line of lines) {
          const added = await shopper.add(pool[country][line.product]!, line.quantity, line.pickup ? 'pickup' : 'delivery', line.pickup ? store.id : null);
          expect(added.status).toBe(200);
        }
        const hasDelivery = lines.some((l) => !l.pickup);

        // Cart API: shipping by the site's rule; delivery taxes wait for the address; pickup taxes are shown.
        const cart = (await shopper.cart()).body.basket;
        expectBasketAddsUp(cart);
        if (cart.c_coreDepositTotal > 0) casesWithDeposits += 1;
        const delivered = cart.productItems.filter((i: { c_shipmentType: string }) => i.c_shipmentType === 'delivery').reduce((s: number, i: { price: number }) => s + i.price, 0);
        expect(cart.shippingTotal).toBe(hasDelivery && delivered <= site.shipping.freeShippingOverMinor ? site.shipping.standardFeeMinor : 0);
        expect(cart.c_taxPending).toBe(hasDelivery);
        expect(cart.c_taxes.every((t: Tax) => t.stateCode === store.state_code)).toBe(true);

        // Checkout quote before and after the province or state is chosen.
        const before = (await shopper.json('POST', `/api/checkout/quote?site=${site.id}`, { stateCode: null })).body.totals;
        expectTotalsAddUp(before);
        expect([before.orderTotal, before.taxPending]).toEqual([cart.orderTotal, hasDelivery]);
        const after = (await shopper.json('POST', `/api/checkout/quote?site=${site.id}`, { stateCode: deliveryState })).body.totals;
        expectTotalsAddUp(after);
        expect(after.taxPending).toBe(false);
        expect([after.productSubtotal, after.shippingTotal]).toEqual([before.productSubtotal, before.shippingTotal]);

        // Shopper Baskets (decimal money), then with the delivery address on its shipment: the same totals as the quote.
        const scapi = inMinorUnits((await shopper.json('GET', q(`${BASKETS}/${cart.basketId}`))).body);
        expectBasketAddsUp(scapi);
        expect(scapi.orderTotal).toBe(cart.orderTotal);
        const address = addressIn(country, deliveryState);
        if (hasDelivery) {
          const withAddress = await shopper.json('PATCH', q(`${BASKETS}/${cart.basketId}/shipments/delivery`), { shippingAddress: address });
          expect(withAddress.status).toBe(200);
          expectBasketAddsUp(inMinorUnits(withAddress.body));
          expect(inMinorUnits(withAddress.body)).toMatchObject({ c_taxPending: false, orderTotal: after.orderTotal, c_taxes: after.taxes });
        }

        if (place === 'no') return;
        const details = { email: `totals-${caseNo}@example.com`, shippingAddress: hasDelivery ? address : null, billingAddress: hasDelivery ? null : addressIn(country, deliveryState) };
        const payment = await shopper.preparePayment(details);
        expect(payment.status).toBe(201);
        expectTotalsAddUp(payment.body.totals);
        expect(payment.body.totals).toEqual(after);
        await shopper.approve(payment.body.paymentId, CARDS.approve);
        let order;
        if (place === 'storefront') {
          const placed = await shopper.placeOrder(payment.body.paymentId, details);
          expect(placed.status).toBe(201);
          order = placed.body.order;
          // The confirmation page's data.
          const confirmation = await shopper.json('GET', `/api/orders/${order.orderNo}?site=${site.id}`);
          expectOrderAddsUp(confirmation.body.order);
        } else {
          const placed = await shopper.json('POST', q(ORDERS), { basketId: cart.basketId, customerInfo: { email: details.email }, shippingAddress: details.shippingAddress, billingAddress: details.billingAddress, paymentInstruments: [{ c_paymentId: payment.body.paymentId }] });
          expect(placed.status).toBe(201);
          order = inMinorUnits(placed.body);
        }
        expectOrderAddsUp(order);
        // What was quoted with the address is what was charged.
        expect([order.productSubTotal, order.shippingTotal, order.c_coreDepositTotal, order.c_taxes, order.orderTotal]).toEqual([after.productSubtotal, after.shippingTotal, after.coreDepositTotal, after.taxes, after.orderTotal]);
        // Order status (guest lookup), from a client address of its own (the lookup is rate-limited).
        const status = await get(`${GUEST}/${order.orderNo}?siteId=${site.id}&c_email=${encodeURIComponent(details.email)}`, { headers: { 'cf-connecting-ip': `10.25.${Math.floor(caseNo / 250)}.${caseNo % 250}` } });
        expect(status.status).toBe(200);
        expectOrderAddsUp((await status.json()) as never);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The fixed seed's cases hold parts with a core deposit (else the property proves nothing about them).
    expect(casesWithDeposits).toBeGreaterThan(2);
    // About 200 requests and a dozen orders: a few seconds alone, much longer on a busy machine.
  }, 240_000);
});
