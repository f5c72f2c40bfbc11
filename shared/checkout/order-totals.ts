import type { CountryCode, CurrencyCode } from '../sites/config';
import { shippingRuleFor, standardShipping } from './shipping';
import { computeTaxes, type TaxKind } from './taxes';

export interface TotalsLine {
  quantity: number;
  /** Unit price, minor units. */
  unitPrice: number;
  shipmentType: 'delivery' | 'pickup';
  /** Province or state where the line is taxed: the delivery address, or the pickup store; null while unknown. */
  taxStateCode: string | null;
}

export interface OrderTax {
  stateCode: string;
  kind: TaxKind;
  pcm: number;
  amount: number;
}

/**
 * Totals as every summary shows them (decision 244): subtotal + shipping + each tax line = total,
 * to the cent, in every state. While some lines' taxes cannot be known yet (delivery before an
 * address), `taxPending` is true and `taxes`, `taxTotal` and `orderTotal` cover only what is known:
 * the total is then an estimate that still equals the parts shown beside it.
 */
export interface OrderTotals {
  productSubtotal: number;
  shippingTotal: number;
  /** Sum of `taxes`. */
  taxTotal: number;
  /** productSubtotal + shippingTotal + taxTotal. */
  orderTotal: number;
  /** The known tax lines, by province or state then kind. */
  taxes: OrderTax[];
  /** Some lines (and the shipping charged with them) are not taxed yet: their taxes are not known. */
  taxPending: boolean;
}

/**
 * Totals of an order in minor units: lines, standard shipping of the site for delivered goods
 * (decision 245), and the taxes of each province or state (delivery lines and shipping at the
 * delivery address, pickup lines at their store). A line without a tax state yet is not taxed and
 * marks the taxes pending.
 */
export function computeOrderTotals(country: CountryCode, _currency: CurrencyCode, lines: readonly TotalsLine[]): OrderTotals {
  const taxable = new Map<string, number>();
  let productSubtotal = 0;
  let deliverySubtotal = 0;
  let deliveryState: string | null = null;
  let taxPending = false;
  for (const line of lines) {
    const amount = line.unitPrice * line.quantity;
    productSubtotal += amount;
    if (line.shipmentType === 'delivery') {
      deliverySubtotal += amount;
      deliveryState = line.taxStateCode ?? deliveryState;
    }
    if (line.taxStateCode) taxable.set(line.taxStateCode, (taxable.get(line.taxStateCode) ?? 0) + amount);
    else taxPending = true;
  }
  const hasDelivery = lines.some((l) => l.shipmentType === 'delivery');
  const shippingTotal = hasDelivery ? standardShipping(deliverySubtotal, shippingRuleFor(country)).price : 0;
  if (deliveryState && shippingTotal > 0) taxable.set(deliveryState, (taxable.get(deliveryState) ?? 0) + shippingTotal);
  const taxes: OrderTax[] = [];
  for (const [stateCode, base] of [...taxable.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const tax of computeTaxes(country, stateCode, base)) taxes.push({ stateCode, ...tax });
  }
  const taxTotal = taxes.reduce((sum, t) => sum + t.amount, 0);
  return { productSubtotal, shippingTotal, taxTotal, orderTotal: productSubtotal + shippingTotal + taxTotal, taxes, taxPending };
}
