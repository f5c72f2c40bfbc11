import { describe, expect, it } from 'vitest';
import { isOrderNumber, newOrderNumber, orderNumberFromBytes, ORDER_NUMBER_PATTERN } from './order-number';

describe('order numbers', () => {
  it('are AX plus 10 Crockford base32 symbols', () => {
    expect(orderNumberFromBytes(new Uint8Array([0, 1, 2, 3, 31, 32, 63, 255, 18, 27]))).toBe('AX0123Z0ZZJV');
    for (let i = 0; i < 200; i += 1) expect(newOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('never use the ambiguous letters I, L, O, U', () => {
    const seen = new Set<string>();
    for (let b = 0; b < 256; b += 1) seen.add(orderNumberFromBytes(new Uint8Array(10).fill(b)).slice(2, 3));
    expect(seen.size).toBe(32);
    for (const letter of 'ILOU') expect(seen.has(letter)).toBe(false);
  });

  it('are recognised case-insensitively; anything else is not an order number', () => {
    expect(isOrderNumber('ax0123z0zzjv')).toBe(true);
    expect(isOrderNumber('AX0123Z0ZZJ')).toBe(false);
    expect(isOrderNumber('AX0123Z0ZZJI')).toBe(false);
    expect(isOrderNumber('00012345')).toBe(false);
    expect(() => orderNumberFromBytes(new Uint8Array(9))).toThrow(RangeError);
  });

  it('differ from one order to the next', () => {
    const numbers = new Set(Array.from({ length: 1000 }, newOrderNumber));
    expect(numbers.size).toBe(1000);
  });
});
