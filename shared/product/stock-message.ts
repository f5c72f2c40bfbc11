/** At or below this stock the page says "Only {n} left!" (decision 063). */
export const LOW_STOCK_THRESHOLD = 5;

export type StockMessage =
  /** Nothing to sell: the product's own text when it has one, else "Sorry, this part is not available." */
  | { kind: 'unavailable'; ownMessage: string | null }
  | { kind: 'low'; count: number }
  | null;

/** The stock line of the product page for an available-to-sell count (document 2 §2, §4). */
export function stockMessage(ats: number, orderable: boolean, ownMessage?: string | null): StockMessage {
  const own = ownMessage?.trim() ? ownMessage.trim() : null;
  if (!orderable || ats <= 0) return { kind: 'unavailable', ownMessage: own };
  if (ats <= LOW_STOCK_THRESHOLD) return { kind: 'low', count: ats };
  return null;
}

/** Stock of a set for delivery: the member with the lowest stock (document 1 §5). */
export function setStock(children: readonly { ats: number }[]): number {
  return children.length ? Math.min(...children.map((c) => c.ats)) : 0;
}
