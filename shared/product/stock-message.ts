export type StockMessage =
  /** Nothing to sell: the product's own text when it has one, else "Sorry, this part is not available." */
  | { kind: 'unavailable'; ownMessage: string | null }
  | { kind: 'low'; count: number }
  | null;

/**
 * "Only {n} left!" (document 1 §4 Product stock state, §8): the stock, when there is some but less
 * than the quantity asked for; null otherwise, so 1 left for a quantity of 1 says nothing (decision 252).
 */
export function onlyLeft(stock: number, requested: number): number | null {
  return stock > 0 && stock < requested ? stock : null;
}

/**
 * The stock line of the product page for an available-to-sell count and the quantity asked for
 * (document 2 §2, §4): out of stock when nothing is left or it is not orderable, "only n left"
 * when the stock is below the quantity, else nothing.
 */
export function stockMessage(ats: number, requested: number, orderable: boolean, ownMessage?: string | null): StockMessage {
  const own = ownMessage?.trim() ? ownMessage.trim() : null;
  if (!orderable || ats <= 0) return { kind: 'unavailable', ownMessage: own };
  const left = onlyLeft(ats, requested);
  return left === null ? null : { kind: 'low', count: left };
}

/** Stock of a set for delivery: the member with the lowest stock (document 1 §5). */
export function setStock(children: readonly { ats: number }[]): number {
  return children.length ? Math.min(...children.map((c) => c.ats)) : 0;
}
