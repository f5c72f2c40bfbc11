/**
 * Shipments as SCAPI names them (decision 266): a basket's default shipment is "me" there, ours is
 * "delivery" (decision 101), so the Shopper Baskets surface shows and accepts "me" for it; pickup
 * shipments keep their ids. And the shipping methods a shipment can take, priced by the one
 * shipping rule (shared/checkout/shipping.ts).
 */
import { DELIVERY_SHIPMENT_ID, type ShipmentType } from '../../../../shared/cart/basket';
import type { Basket } from '../../../../shared/cart/basket';
import { basketCountry } from '../../../../shared/cart/basket-totals';
import { PICKUP_SHIPPING_METHOD, STANDARD_ESTIMATE_DAYS, STANDARD_SHIPPING_METHOD, shippingRuleFor, standardShipping } from '../../../../shared/checkout/shipping';
import { decimal } from './scapi-values';
import type { ScapiText } from './scapi-text';

export const SCAPI_DEFAULT_SHIPMENT_ID = 'me';

export const toScapiShipmentId = (id: string) => (id === DELIVERY_SHIPMENT_ID ? SCAPI_DEFAULT_SHIPMENT_ID : id);
export const fromScapiShipmentId = (id: string) => (id === SCAPI_DEFAULT_SHIPMENT_ID ? DELIVERY_SHIPMENT_ID : id);

/** The basket's delivered goods before tax, minor units: what the standard method is priced on. */
function deliverySubtotal(basket: Pick<Basket, 'productItems'>): number {
  return basket.productItems.filter((i) => i.c_shipmentType === 'delivery').reduce((sum, i) => sum + i.price, 0);
}

/** The methods a shipment type can take, priced by the basket's site rule for its delivered goods. */
export function shippingMethodsFor(type: ShipmentType, basket: Pick<Basket, 'productItems' | 'currency'>, t: ScapiText) {
  if (type === 'pickup') {
    return [{ id: PICKUP_SHIPPING_METHOD, name: t('shipping.pickup.name'), description: t('shipping.pickup.description'), price: 0, c_storePickupEnabled: true }];
  }
  return [
    {
      id: STANDARD_SHIPPING_METHOD,
      name: t('shipping.standard.name'),
      description: t('shipping.standard.description', { ...STANDARD_ESTIMATE_DAYS }),
      price: decimal(standardShipping(deliverySubtotal(basket), shippingRuleFor(basketCountry(basket.currency))).price),
      c_estimatedDays: { ...STANDARD_ESTIMATE_DAYS },
    },
  ];
}

/** The method id a shipment type takes (anything else is refused). */
export function methodIdFor(type: ShipmentType): string {
  return type === 'pickup' ? PICKUP_SHIPPING_METHOD : STANDARD_SHIPPING_METHOD;
}
