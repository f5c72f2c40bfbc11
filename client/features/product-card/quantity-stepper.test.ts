import { describe, expect, it } from 'vitest';
import { settleQuantity } from './quantity-stepper';

describe('settleQuantity', () => {
  it('turns empty or negative input into the minimum and caps at the maximum', () => {
    expect(settleQuantity('', 1, 10)).toBe(1);
    expect(settleQuantity('-3', 1, 10)).toBe(1);
    expect(settleQuantity('0', 1, 10)).toBe(1);
    expect(settleQuantity('4', 1, 10)).toBe(4);
    expect(settleQuantity('40', 1, 10)).toBe(10);
  });

  it('settles a pair or set up to its next whole pack, within the most whole packs in stock', () => {
    expect(settleQuantity('3', 2, 8, 2)).toBe(4);
    expect(settleQuantity('1', 2, 8, 2)).toBe(2);
    expect(settleQuantity('', 4, 12, 4)).toBe(4);
    expect(settleQuantity('9', 4, 12, 4)).toBe(12);
    expect(settleQuantity('13', 2, 8, 2)).toBe(8);
  });
});
