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
});
