/**
 * A basket's SCAPI totals from the one totals function (shared/checkout/order-totals.ts), so the
 * Shopper Baskets answer always holds productSubTotal + shippingTotal + taxTotal = orderTotal and
 * matches the order it becomes. Taxes need a place: the delivery address's state or province and
 * each pickup store's. Until every line has one, taxTotal and orderTotal are null (not yet known),
 * as SCAPI leaves them before the address is in.
 */
import type { Basket } from '../../../../shared/cart/basket';
import { computeOrderTotals, type OrderTotals } from '../../../../shared/checkout/order-totals';
import type { CountryCode, CurrencyCode } from '../../../../shared/sites/config';

export interface BasketTotals {
  totals: OrderTotals;
  /** Whether every line has a tax place (taxTotal and orderTotal are then final). */
  taxKnown: boolean;
  deliverySubtotal: number;
}

/** `storeStates` maps pickup store ids to their province or state. */
export function basketTotals(basket: Basket, country: CountryCode, storeStates: ReadonlyMap<string, string>): BasketTotals {
  const delivery = basket.shipments.find((s) => s.c_shipmentType === 'delivery');
  const deliveryState = delivery?.shippingAddress?.stateCode?.trim().toUpperCase() || null;
  const lines = basket.productItems.map((item) => ({
    quantity: item.quantity,
    unitPrice: item.basePrice,
    shipmentType: item.c_shipmentType,
    taxStateCode: item.c_shipmentType === 'pickup' ? (item.c_fromStoreId ? (storeStates.get(item.c_fromStoreId) ?? null) : null) : deliveryState,
  }));
  return {
    totals: computeOrderTotals(country, basket.currency as CurrencyCode, lines),
    taxKnown: lines.every((l) => l.taxStateCode !== null),
    deliverySubtotal: basket.productItems.filter((i) => i.c_shipmentType === 'delivery').reduce((sum, i) => sum + i.price, 0),
  };
}
