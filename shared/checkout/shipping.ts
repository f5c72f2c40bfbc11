import type { CurrencyCode } from '../sites/config';

/** The one delivery method (document 1 §3, document 2 §9). */
export const STANDARD_SHIPPING_METHOD = 'standard';
export const PICKUP_SHIPPING_METHOD = 'in-store-pickup';

/** Standard delivery: 9.99 flat, free from 99.00 of delivered goods; 3–7 business days (docs/decisions/132). */
export const STANDARD_SHIPPING_FEE_MINOR = 999;
export const FREE_SHIPPING_THRESHOLD_MINOR = 9900;
export const STANDARD_ESTIMATE_DAYS = { min: 3, max: 7 } as const;

export interface ShippingMethodInfo {
  id: string;
  /** Minor units in the basket's currency. */
  price: number;
  estimatedDays: { min: number; max: number };
}

/** The standard delivery method for a delivery subtotal (same amounts in CAD and USD). */
export function standardShipping(deliverySubtotalMinor: number, _currency: CurrencyCode): ShippingMethodInfo {
  const price = deliverySubtotalMinor === 0 || deliverySubtotalMinor >= FREE_SHIPPING_THRESHOLD_MINOR ? 0 : STANDARD_SHIPPING_FEE_MINOR;
  return { id: STANDARD_SHIPPING_METHOD, price, estimatedDays: { ...STANDARD_ESTIMATE_DAYS } };
}
