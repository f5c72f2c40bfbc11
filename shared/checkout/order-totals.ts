import type { CountryCode, CurrencyCode } from '../sites/config';
import { shippingRuleFor, standardShipping } from './shipping';
import { coreDepositTaxKinds } from './core-deposit-tax';
import { taxOnAmount, taxRatesFor, type TaxKind } from './taxes';

export interface TotalsLine {
  quantity: number;
  /** Unit price, minor units. */
  unitPrice: number;
  /** Refundable core deposit per unit, minor units (decision 284); 0 or absent for parts without one. */
  coreDeposit?: number;
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
 * Totals as every summary shows them (decisions 244, 284): subtotal + shipping + core deposits +
 * each tax line = total,
 * to the cent, in every state. While some lines' taxes cannot be known yet (delivery before an
 * address), `taxPending` is true and `taxes`, `taxTotal` and `orderTotal` cover only what is known:
 * the total is then an estimate that still equals the parts shown beside it.
 */
export interface OrderTotals {
  productSubtotal: number;
  shippingTotal: number;
  /** Refundable core deposits of the lines (deposit × quantity), shown as their own row (decision 284). */
  coreDepositTotal: number;
  /** Sum of `taxes`. */
  taxTotal: number;
  /** productSubtotal + shippingTotal + coreDepositTotal + taxTotal. */
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
 * marks the taxes pending. Core deposits are taxed with their line's goods where the province or
 * state taxes them (decision 285) and never count toward free shipping.
 */
export function computeOrderTotals(country: CountryCode, _currency: CurrencyCode, lines: readonly TotalsLine[]): OrderTotals {
  const taxable = new Map<string, number>();
  const depositTaxable = new Map<string, number>();
  let productSubtotal = 0;
  let coreDepositTotal = 0;
  let deliverySubtotal = 0;
  let deliveryState: string | null = null;
  let taxPending = false;
  for (const line of lines) {
    const amount = line.unitPrice * line.quantity;
    const deposit = (line.coreDeposit ?? 0) * line.quantity;
    productSubtotal += amount;
    coreDepositTotal += deposit;
    if (line.shipmentType === 'delivery') {
      deliverySubtotal += amount;
      deliveryState = line.taxStateCode ?? deliveryState;
    }
    if (line.taxStateCode) {
      taxable.set(line.taxStateCode, (taxable.get(line.taxStateCode) ?? 0) + amount);
      if (deposit > 0) depositTaxable.set(line.taxStateCode, (depositTaxable.get(line.taxStateCode) ?? 0) + deposit);
    } else taxPending = true;
  }
  const hasDelivery = lines.some((l) => l.shipmentType === 'delivery');
  const shippingTotal = hasDelivery ? standardShipping(deliverySubtotal, shippingRuleFor(country)).price : 0;
  if (deliveryState && shippingTotal > 0) taxable.set(deliveryState, (taxable.get(deliveryState) ?? 0) + shippingTotal);
  const taxes: OrderTax[] = [];
  for (const [stateCode, base] of [...taxable.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const deposits = depositTaxable.get(stateCode) ?? 0;
    const depositKinds = deposits > 0 ? coreDepositTaxKinds(country, stateCode) : [];
    // Each component rounded once on its whole base (goods, shipping and the deposits it taxes).
    for (const rate of taxRatesFor(country, stateCode)) {
      const amount = taxOnAmount(base + (depositKinds.includes(rate.kind) ? deposits : 0), rate.pcm);
      taxes.push({ stateCode, kind: rate.kind, pcm: rate.pcm, amount });
    }
  }
  const taxTotal = taxes.reduce((sum, t) => sum + t.amount, 0);
  return {
    productSubtotal,
    shippingTotal,
    coreDepositTotal,
    taxTotal,
    orderTotal: productSubtotal + shippingTotal + coreDepositTotal + taxTotal,
    taxes,
    taxPending,
  };
}
