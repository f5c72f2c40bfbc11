import type { CountryCode, CurrencyCode } from '../sites/config';
import { standardShipping } from './shipping';
import { computeTaxes, type TaxKind } from './taxes';

export interface TotalsLine {
  quantity: number;
  /** Unit price, minor units. */
  unitPrice: number;
  shipmentType: 'delivery' | 'pickup';
  /** Province or state where the line is taxed: the delivery address, or the pickup store. */
  taxStateCode: string | null;
}

export interface OrderTax {
  stateCode: string;
  kind: TaxKind;
  pcm: number;
  amount: number;
}

export interface OrderTotals {
  productSubtotal: number;
  shippingTotal: number;
  taxTotal: number;
  orderTotal: number;
  taxes: OrderTax[];
}

/**
 * Totals of an order in minor units: lines, standard shipping for delivered goods, and the taxes of
 * each province or state (delivery lines and shipping at the delivery address, pickup lines at
 * their store). Taxes are null-safe: a line without a tax state yet (no address) is not taxed.
 */
export function computeOrderTotals(country: CountryCode, currency: CurrencyCode, lines: readonly TotalsLine[]): OrderTotals {
  const taxable = new Map<string, number>();
  let productSubtotal = 0;
  let deliverySubtotal = 0;
  let deliveryState: string | null = null;
  for (const line of lines) {
    const amount = line.unitPrice * line.quantity;
    productSubtotal += amount;
    if (line.shipmentType === 'delivery') {
      deliverySubtotal += amount;
      deliveryState = line.taxStateCode ?? deliveryState;
    }
    if (line.taxStateCode) taxable.set(line.taxStateCode, (taxable.get(line.taxStateCode) ?? 0) + amount);
  }
  const hasDelivery = lines.some((l) => l.shipmentType === 'delivery');
  const shippingTotal = hasDelivery ? standardShipping(deliverySubtotal, currency).price : 0;
  if (deliveryState && shippingTotal > 0) taxable.set(deliveryState, (taxable.get(deliveryState) ?? 0) + shippingTotal);
  const taxes: OrderTax[] = [];
  for (const [stateCode, base] of [...taxable.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const tax of computeTaxes(country, stateCode, base)) taxes.push({ stateCode, ...tax });
  }
  const taxTotal = taxes.reduce((sum, t) => sum + t.amount, 0);
  return { productSubtotal, shippingTotal, taxTotal, orderTotal: productSubtotal + shippingTotal + taxTotal, taxes };
}
