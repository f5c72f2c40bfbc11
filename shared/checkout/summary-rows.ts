import type { OrderTax, OrderTotals } from './order-totals';

/** One row of an order summary, in the order it is shown. */
export type SummaryRow =
  | { kind: 'subtotal'; amount: number }
  /** 0 is shown as FREE. */
  | { kind: 'shipping'; amount: number }
  /** Refundable core deposits (decision 284), only when the order holds parts with one. */
  | { kind: 'coreDeposit'; amount: number }
  | { kind: 'tax'; tax: OrderTax; amount: number }
  /** Taxes not known yet ("Calculated with your address"); `partial` when known tax lines are shown above it. */
  | { kind: 'taxPending'; partial: boolean }
  /** `estimated` while taxes are pending: the total of the parts shown, not yet the amount charged. */
  | { kind: 'total'; amount: number; estimated: boolean };

/**
 * The rows every summary renders (cart, checkout, confirmation, order status, e-mail; decision
 * 244): subtotal, shipping, core deposits (decision 284, when any), each known tax line, the pending-tax row while taxes are not all
 * known, then the total, which equals the sum of the amounts shown above it.
 */
export function summaryRows(
  totals: Pick<OrderTotals, 'productSubtotal' | 'shippingTotal' | 'coreDepositTotal' | 'taxes' | 'orderTotal' | 'taxPending'>,
): SummaryRow[] {
  const deposits = totals.coreDepositTotal;
  return [
    { kind: 'subtotal', amount: totals.productSubtotal },
    { kind: 'shipping', amount: totals.shippingTotal },
    ...(deposits > 0 ? [{ kind: 'coreDeposit' as const, amount: deposits }] : []),
    ...totals.taxes.map((tax) => ({ kind: 'tax' as const, tax, amount: tax.amount })),
    ...(totals.taxPending ? [{ kind: 'taxPending' as const, partial: totals.taxes.length > 0 }] : []),
    { kind: 'total', amount: totals.orderTotal, estimated: totals.taxPending },
  ];
}

/** Sum of the amounts shown above the total (what the total must equal, to the cent). */
export function shownPartsSum(rows: readonly SummaryRow[]): number {
  return rows.reduce((sum, row) => (row.kind === 'subtotal' || row.kind === 'shipping' || row.kind === 'coreDeposit' || row.kind === 'tax' ? sum + row.amount : sum), 0);
}
