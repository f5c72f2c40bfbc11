import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../shared/checkout/order';
import { pickupReadyTime } from '../../shared/stores/open-state';
import { weeklyHoursFromStore } from '../../shared/stores/opening-hours';
import type { StoreSearchResult } from '../../shared/types/store';
import { pickItems, setStock } from './cart-client';
import { CheckoutShopper } from './checkout-client';
import { get, getPage } from './http';

/**
 * A pickup order carries its ready time (document 1 §4: the pickup rule at the order's creation,
 * in the store's zone; decision 255) everywhere the shopper reads it back, and its status shows
 * on the confirmation page.
 */

const STORE = '101';
const GUEST = '/custom/guest-order/v1/organizations/f_ecom_axle';
let shopper: CheckoutShopper;
let order: Order;
let expected: ReturnType<typeof pickupReadyTime>;

beforeAll(async () => {
  const [pickupPart, deliveryPart] = await pickItems('CAD', 2, 1300);
  await setStock(pickupPart!, 'online-ca', 10);
  await setStock(pickupPart!, `inv-store-${STORE}`, 10);
  await setStock(deliveryPart!, 'online-ca', 10);
  shopper = new CheckoutShopper('axle-ca');
  expect((await shopper.add(pickupPart!, 1, 'pickup', STORE)).status).toBe(200);
  expect((await shopper.add(deliveryPart!, 1)).status).toBe(200);
  const placed = await shopper.checkout(undefined, shopper.details('ready.time@example.com'));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  order = placed.body.order as Order;
  // The rule itself, over the store's own hours, at the moment the order was placed.
  const stores = (await (await get(`/api/stores/by-id?site=axle-ca&locale=en-CA&ids=${STORE}`)).json()) as StoreSearchResult;
  const store = stores.data[0]!;
  expected = pickupReadyTime(weeklyHoursFromStore(store.storeHoursArray), store.timeZone, new Date(order.creationDate));
});

const pickupOf = (o: Order) => o.shipments.find((s) => s.c_shipmentType === 'pickup')!;
const deliveryOf = (o: Order) => o.shipments.find((s) => s.c_shipmentType === 'delivery')!;

describe('pickup ready time of an order', () => {
  it('comes with the placed order, for the pickup shipment only', () => {
    expect(expected).not.toBeNull();
    expect(pickupOf(order).c_pickupReadyTime).toEqual(expected);
    expect(deliveryOf(order).c_pickupReadyTime).toBeUndefined();
  });

  it('reads back the same on the confirmation, the guest lookup and Shopper Orders', async () => {
    const confirmation = await shopper.json('GET', `/api/orders/${order.orderNo}?site=axle-ca`);
    expect(pickupOf(confirmation.body.order).c_pickupReadyTime).toEqual(expected);
    const lookup = await get(`${GUEST}/${order.orderNo}?siteId=axle-ca&c_email=${encodeURIComponent('ready.time@example.com')}`, { headers: { 'cf-connecting-ip': '10.9.25.1' } });
    expect(lookup.status).toBe(200);
    expect(pickupOf((await lookup.json()) as Order).c_pickupReadyTime).toEqual(expected);
  });

  it('shows the status and the ready time on the confirmation page', async () => {
    const res = await getPage(`/ca/checkout/confirmation/${order.orderNo}`, { cookie: shopper.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    const status = /<p data-testid="order-status">(.*?)<\/p>/.exec(html)?.[1]?.replaceAll('<!-- -->', '');
    expect(status).toBe('Order status: <strong>Processing</strong> · Paid');
    expect(/data-testid="pickup-ready"[^>]*><span>Ready [^<]+<\/span><strong[^>]*>FREE</.test(html)).toBe(true);
  });
});
