import { atom } from 'jotai';

/**
 * Items in the shopper's cart (sum of quantities). The cart feature writes it; 0 until a basket
 * exists. Personal, so it is filled in the browser, never in shared HTML.
 */
export const cartItemCountAtom = atom(0);

/** Above this count the badge stops counting (document 1 §9: "badge shows 99+ above 100"). */
export const CART_BADGE_LIMIT = 100;
export const CART_BADGE_OVERFLOW = '99+';

/** The cart badge text: none for an empty cart, the count up to 100, "99+" above 100. */
export function formatCartBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > CART_BADGE_LIMIT ? CART_BADGE_OVERFLOW : String(whole);
}
