import { describe, expect, it } from 'vitest';
import { standardShipping, STANDARD_SHIPPING_METHOD } from './shipping';

describe('standard shipping', () => {
  it('is named standard, costs 9.99 under 99.00 and is free from 99.00', () => {
    expect(standardShipping(9899, 'CAD')).toEqual({ id: STANDARD_SHIPPING_METHOD, price: 999, estimatedDays: { min: 3, max: 7 } });
    expect(STANDARD_SHIPPING_METHOD).toBe('standard');
    expect(standardShipping(9900, 'USD').price).toBe(0);
    expect(standardShipping(0, 'USD').price).toBe(0);
  });
});
