/**
 * Parts sold in pairs or sets (issue 30, decision 288): a pack of 2 is "sold as a pair", of 4 "sold
 * as a set of 4". Quantities count pieces, so a cart line of such a part holds whole packs only:
 * the stepper steps by the pack and the basket refuses any other quantity (never rounds it).
 */

/** The pack of a part that is sold one at a time. */
export const SINGLE = 1;

/** Whether a quantity is a whole number of packs (every quantity is, for a single part). */
export function isWholePacks(quantity: number, pack: number): boolean {
  return pack <= SINGLE || quantity % pack === 0;
}

/** The 400 message of a quantity that would break a pair or set. */
export function packQuantityMessage(pack: number, quantity: number): string {
  const what = pack === 2 ? 'a pair' : `a set of ${pack}`;
  return `This part is sold as ${what}: quantity ${quantity} is not a multiple of ${pack}`;
}

/** The note a card and the detail page show for a pack: 'Sold as a pair', 'Sold as a set of 4'. */
export function packNote(pack: number): 'sold-as-pair' | 'sold-as-set-of-4' | null {
  return pack === 2 ? 'sold-as-pair' : pack === 4 ? 'sold-as-set-of-4' : null;
}
