import { cleanAddress, validateAddress, validateContactEmail, type CheckoutAddress } from '../../../shared/checkout/checkout-address';
import { computeOrderTotals, type OrderTotals } from '../../../shared/checkout/order-totals';
import { PICKUP_SHIPPING_METHOD, STANDARD_SHIPPING_METHOD } from '../../../shared/checkout/shipping';
import type { CountryCode, CurrencyCode } from '../../../shared/sites/config';
import type { OrderItemInput, OrderShipmentInput, StockTake, StoreTaxRow } from '../../data/repos/orders-repo';
import type { CheckoutBasket } from './checkout-basket';
import { checkoutError, type CheckoutFieldErrors } from './checkout-error';

export interface CheckoutDetails {
  email: string;
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
}

/** Everything an order batch writes, worked out before anything is written. */
export interface OrderPlan {
  email: string;
  billingAddress: CheckoutAddress;
  totals: OrderTotals;
  shipments: OrderShipmentInput[];
  items: OrderItemInput[];
  stock: StockTake[];
}

/** Online inventory list of a site's country. */
export function onlineList(country: CountryCode): string {
  return country === 'CA' ? 'online-ca' : 'online-us';
}

/**
 * Validates the shopper's details against the basket and works out the order: shipments, lines,
 * the stock each line takes (delivery from the online list, pickup from its store) and the totals.
 * Bad input throws a 400 with per-field errors; nothing is written here.
 */
export function planOrder(input: {
  basket: CheckoutBasket;
  details: CheckoutDetails;
  country: CountryCode;
  stores: StoreTaxRow[];
}): OrderPlan {
  const { basket, details, country } = input;
  if (basket.productItems.length === 0) throw checkoutError('empty_basket');
  // Document 2 §5: a line whose part may no longer be sold stops the order (Items Unavailable, decision 262).
  if (basket.productItems.some((item) => !item.c_orderable)) throw checkoutError('items_unavailable');
  const hasDelivery = basket.productItems.some((i) => i.c_shipmentType === 'delivery');
  const errors: CheckoutFieldErrors = {};
  const emailError = validateContactEmail(details.email);
  if (emailError) errors.email = emailError;
  const shipping = hasDelivery && details.shippingAddress ? cleanAddress(details.shippingAddress) : null;
  if (hasDelivery) {
    const shippingErrors = details.shippingAddress ? validateAddress(details.shippingAddress, country) : { address1: 'required' as const };
    if (Object.keys(shippingErrors).length) errors.shippingAddress = shippingErrors;
  }
  const billingSource = details.billingAddress ?? details.shippingAddress;
  if (!billingSource) errors.billingAddress = { address1: 'required' };
  else {
    const billingErrors = validateAddress(billingSource, country);
    if (Object.keys(billingErrors).length) errors.billingAddress = billingErrors;
  }
  if (Object.keys(errors).length) throw checkoutError('invalid', errors);

  const storeById = new Map(input.stores.map((s) => [s.id, s]));
  const totalsLines = basket.productItems.map((item) => {
    const store = item.c_fromStoreId ? storeById.get(item.c_fromStoreId) : undefined;
    if (item.c_shipmentType === 'pickup' && !store) throw checkoutError('invalid');
    return {
      quantity: item.quantity,
      unitPrice: item.basePrice,
      coreDeposit: item.c_coreDeposit,
      shipmentType: item.c_shipmentType,
      taxStateCode: item.c_shipmentType === 'pickup' ? store!.state_code : shipping!.stateCode,
    };
  });
  const totals = computeOrderTotals(country, basket.currency as CurrencyCode, totalsLines);

  const shipmentIds = new Set(basket.productItems.map((i) => i.shipmentId));
  const shipments: OrderShipmentInput[] = basket.shipments
    .filter((s) => shipmentIds.has(s.shipmentId))
    .map((s) => ({
      shipmentId: s.shipmentId,
      shipmentType: s.c_shipmentType,
      shippingMethod: s.c_shipmentType === 'delivery' ? STANDARD_SHIPPING_METHOD : PICKUP_SHIPPING_METHOD,
      fromStoreId: s.c_shipmentType === 'pickup' ? (s.c_fromStoreId ?? basket.productItems.find((i) => i.shipmentId === s.shipmentId)?.c_fromStoreId ?? null) : null,
      shippingAddress: s.c_shipmentType === 'delivery' ? JSON.stringify(shipping) : null,
      shippingTotal: s.c_shipmentType === 'delivery' ? totals.shippingTotal : 0,
    }));
  const items: OrderItemInput[] = basket.productItems.map((item, position) => ({
    itemId: item.itemId,
    position,
    shipmentId: item.shipmentId,
    productId: item.productId,
    productName: item.productName,
    quantity: item.quantity,
    unitPrice: item.basePrice,
    coreDeposit: item.c_coreDeposit,
    inventoryLocation: item.c_shipmentType === 'pickup' ? storeById.get(item.c_fromStoreId ?? '')!.inventory_list_id : onlineList(country),
    isFromSet: item.c_isFromSet,
    vehicleDetails: item.c_vehicleDetails,
  }));
  // One take per product and location: the same product in two lines must not pass two guards separately.
  const takes = new Map<string, StockTake>();
  for (const item of items) {
    const key = `${item.productId}|${item.inventoryLocation}`;
    const take = takes.get(key) ?? { productId: item.productId, locationId: item.inventoryLocation, quantity: 0 };
    take.quantity += item.quantity;
    takes.set(key, take);
  }
  return {
    email: details.email.trim(),
    billingAddress: cleanAddress(billingSource!),
    totals,
    shipments,
    items,
    stock: [...takes.values()],
  };
}
