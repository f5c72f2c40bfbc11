/**
 * Core returns (issue 30, decision 284): how long a shopper has to ship the old part back for the
 * deposit (any store takes it back at the counter), and what an order's return note says.
 */
export const CORE_RETURN_DAYS = 30;

/** What the return instructions of an order need: its deposits, or null when it has none. */
export function coreReturnOf(order: { orderNo: string; c_coreDepositTotal: number }): { orderNo: string; amount: number; days: number } | null {
  return order.c_coreDepositTotal > 0 ? { orderNo: order.orderNo, amount: order.c_coreDepositTotal, days: CORE_RETURN_DAYS } : null;
}
