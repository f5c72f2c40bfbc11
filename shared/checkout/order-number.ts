/**
 * Order numbers: "AX" + 10 characters of Crockford base32 (no I, L, O, U), e.g. AX7K2M9QPRT4.
 * Random rather than sequential, so a guest lookup cannot walk from one order to the next
 * (docs/decisions/133-order-numbers.md).
 */
export const ORDER_NUMBER_PATTERN = /^AX[0-9A-HJKMNP-TV-Z]{10}$/;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An order number from 10 random bytes (each byte picks one of the 32 symbols: 256 is a multiple of 32, so no bias). */
export function orderNumberFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new RangeError('10 random bytes are needed');
  let text = 'AX';
  for (let i = 0; i < 10; i += 1) text += ALPHABET[bytes[i]! % 32];
  return text;
}

/** A new random order number. */
export function newOrderNumber(): string {
  return orderNumberFromBytes(crypto.getRandomValues(new Uint8Array(10)));
}

/** Whether a value looks like an order number (case-insensitive input is upper-cased first). */
export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value.trim().toUpperCase());
}
