import { SITES_CONFIG, type CountryCode, type ShippingRule } from '../sites/config';

/** The one delivery method (document 1 §3, document 2 §9). */
export const STANDARD_SHIPPING_METHOD = 'standard';
export const PICKUP_SHIPPING_METHOD = 'in-store-pickup';

/**
 * Standard delivery's estimate in business days: the one source of every delivery time the store
 * shows (product page, checkout, order, FAQ and shipping policy; decision 246).
 */
export const STANDARD_ESTIMATE_DAYS = { min: 3, max: 7 } as const;

export interface ShippingMethodInfo {
  id: string;
  /** Minor units in the basket's currency. */
  price: number;
  estimatedDays: { min: number; max: number };
}

/** The standard-delivery rule of the site of a country (one site per country). */
export function shippingRuleFor(country: CountryCode): ShippingRule {
  const site = SITES_CONFIG.sites.find((s) => s.l10n.country === country);
  if (!site) throw new RangeError(`No site for country ${country}`);
  return site.shipping;
}

/**
 * Whether delivered goods ship free: strictly over the threshold, as the store's words say ("orders
 * over $49"), compared with the delivery lines' subtotal before tax (decision 245).
 */
export function shipsFree(deliverySubtotalMinor: number, rule: ShippingRule): boolean {
  return deliverySubtotalMinor > rule.freeShippingOverMinor;
}

/** The standard delivery method for a delivery subtotal (nothing delivered: nothing to pay). */
export function standardShipping(deliverySubtotalMinor: number, rule: ShippingRule): ShippingMethodInfo {
  const price = deliverySubtotalMinor === 0 || shipsFree(deliverySubtotalMinor, rule) ? 0 : rule.standardFeeMinor;
  return { id: STANDARD_SHIPPING_METHOD, price, estimatedDays: { ...STANDARD_ESTIMATE_DAYS } };
}

/**
 * How far delivered goods are from free shipping: the smallest amount that, added, makes the
 * subtotal go over the threshold (one minor unit past it), or 0 once they ship free.
 */
export function amountToFreeShipping(deliverySubtotalMinor: number, rule: ShippingRule): number {
  return shipsFree(deliverySubtotalMinor, rule) ? 0 : rule.freeShippingOverMinor + 1 - deliverySubtotalMinor;
}
