import type { Order } from '../../../shared/checkout/order';
import { pickupReadyTime } from '../../../shared/stores/open-state';
import { weeklyHoursFromStore } from '../../../shared/stores/opening-hours';
import type { Store } from '../../../shared/types/store';

/** The stores of some ids (the store service's cached records: hours and time zone). */
export type StoresById = (ids: readonly string[]) => Promise<readonly Store[]>;

/**
 * The orders with each pickup shipment's ready time (document 1 §4 pickup ready time): the rule
 * applied at the moment the order was placed, in the store's time zone (decision 255). A store
 * that cannot be read leaves the time out; the order itself still shows.
 */
export async function withPickupReadyTimes(orders: Order[], storesById: StoresById): Promise<Order[]> {
  const ids = [...new Set(orders.flatMap((o) => o.shipments.flatMap((s) => (s.c_shipmentType === 'pickup' && s.c_fromStoreId ? [s.c_fromStoreId] : []))))];
  if (ids.length === 0) return orders;
  const stores = await storesById(ids).catch((error: unknown): Store[] => {
    console.warn('pickup stores unavailable for ready times', error);
    return [];
  });
  const byId = new Map(stores.map((s) => [s.id, s]));
  return orders.map((order) => ({
    ...order,
    shipments: order.shipments.map((shipment) => {
      if (shipment.c_shipmentType !== 'pickup') return shipment;
      const store = shipment.c_fromStoreId ? byId.get(shipment.c_fromStoreId) : undefined;
      const ready = store ? pickupReadyTime(weeklyHoursFromStore(store.storeHoursArray), store.timeZone, new Date(order.creationDate)) : null;
      return { ...shipment, c_pickupReadyTime: ready };
    }),
  }));
}
