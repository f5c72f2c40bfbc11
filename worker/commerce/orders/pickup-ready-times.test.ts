import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/checkout/order';
import type { Store } from '../../../shared/types/store';
import { withPickupReadyTimes } from './pickup-ready-times';

const QUEEN_ST = {
  id: '101',
  timeZone: 'America/Toronto',
  // Monday first.
  storeHoursArray: [
    { day: 'Monday', hours: '9am - 9:00pm' },
    { day: 'Tuesday', hours: '9am - 9:00pm' },
    { day: 'Wednesday', hours: '9am - 9:00pm' },
    { day: 'Thursday', hours: '9am - 9:00pm' },
    { day: 'Friday', hours: '9am - 9:00pm' },
    { day: 'Saturday', hours: '9am - 6pm' },
    { day: 'Sunday', hours: '11am - 4:30pm' },
  ],
} as Store;

function order(creationDate: string, storeId = '101'): Order {
  return {
    orderNo: 'AX0000000001',
    creationDate,
    shipments: [
      { shipmentId: 'delivery', c_shipmentType: 'delivery', c_fromStoreId: null },
      { shipmentId: 'pickup', c_shipmentType: 'pickup', c_fromStoreId: storeId },
    ],
  } as unknown as Order;
}

const stores = async (ids: readonly string[]) => [QUEEN_ST].filter((s) => ids.includes(s.id));
const pickupOf = (o: Order) => o.shipments.find((s) => s.c_shipmentType === 'pickup')!;

describe('withPickupReadyTimes (document 1 §4 pickup ready time, at the order’s creation)', () => {
  it('open with an hour to spare: an hour after the order, that day', async () => {
    // Tuesday 10:00 in Toronto.
    const [placed] = await withPickupReadyTimes([order('2026-06-09T14:00:00.000Z')], stores);
    expect(pickupOf(placed!).c_pickupReadyTime).toEqual({ date: '2026-06-09', weekday: 2, minutes: 11 * 60, nextDay: false });
  });

  it('before opening: an hour after opening, that day', async () => {
    // Tuesday 08:30 in Toronto.
    const [placed] = await withPickupReadyTimes([order('2026-06-09T12:30:00.000Z')], stores);
    expect(pickupOf(placed!).c_pickupReadyTime).toEqual({ date: '2026-06-09', weekday: 2, minutes: 10 * 60, nextDay: false });
  });

  it('after closing: an hour after the next opening, flagged next day', async () => {
    // Tuesday 21:30 in Toronto (Wednesday 01:30 UTC).
    const [placed] = await withPickupReadyTimes([order('2026-06-10T01:30:00.000Z')], stores);
    expect(pickupOf(placed!).c_pickupReadyTime).toEqual({ date: '2026-06-10', weekday: 3, minutes: 10 * 60, nextDay: true });
  });

  it('leaves delivery shipments as they are', async () => {
    const [placed] = await withPickupReadyTimes([order('2026-06-09T14:00:00.000Z')], stores);
    expect(placed!.shipments.find((s) => s.c_shipmentType === 'delivery')).not.toHaveProperty('c_pickupReadyTime');
  });

  it('gives no time for a store it cannot read, and still gives the order', async () => {
    const failing = async () => Promise.reject(new Error('KV down'));
    const [unread] = await withPickupReadyTimes([order('2026-06-09T14:00:00.000Z')], failing);
    expect(pickupOf(unread!).c_pickupReadyTime).toBeNull();
    const [unknown] = await withPickupReadyTimes([order('2026-06-09T14:00:00.000Z', '999')], stores);
    expect(pickupOf(unknown!).c_pickupReadyTime).toBeNull();
  });

  it('asks for no store when no order has a pickup', async () => {
    const deliveryOnly = { ...order('2026-06-09T14:00:00.000Z'), shipments: [order('2026-06-09T14:00:00.000Z').shipments[0]!] } as Order;
    const never = async () => {
      throw new Error('not asked');
    };
    expect(await withPickupReadyTimes([deliveryOnly], never)).toEqual([deliveryOnly]);
  });
});
