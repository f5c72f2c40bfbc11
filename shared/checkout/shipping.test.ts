import { describe, expect, it } from 'vitest';
import { SITES_CONFIG } from '../sites/config';
import { amountToFreeShipping, shippingRuleFor, shipsFree, standardShipping, STANDARD_ESTIMATE_DAYS, STANDARD_SHIPPING_METHOD } from './shipping';

const US = shippingRuleFor('US');
const CA = shippingRuleFor('CA');

describe('standard shipping (decision 245)', () => {
  it('is configured once per site, in its currency: 9.99, free over 49 USD and over 59 CAD', () => {
    expect(SITES_CONFIG.sites.find((s) => s.id === 'axle-us')!.shipping).toEqual({ standardFeeMinor: 999, freeShippingOverMinor: 4900 });
    expect(SITES_CONFIG.sites.find((s) => s.id === 'axle-ca')!.shipping).toEqual({ standardFeeMinor: 999, freeShippingOverMinor: 5900 });
    expect(US).toBe(SITES_CONFIG.sites[0]!.shipping);
  });

  it('ships the orders of issue 25 free: 50.99 USD and 68.99 CAD', () => {
    expect(standardShipping(5099, US).price).toBe(0);
    expect(standardShipping(6899, CA).price).toBe(0);
  });

  it('is free strictly over the threshold, as the content says ("over")', () => {
    expect(standardShipping(4899, US)).toEqual({ id: STANDARD_SHIPPING_METHOD, price: 999, estimatedDays: { min: 3, max: 7 } });
    expect(standardShipping(4900, US).price).toBe(999);
    expect(standardShipping(4901, US).price).toBe(0);
    expect(standardShipping(5900, CA).price).toBe(999);
    expect(standardShipping(5901, CA).price).toBe(0);
    expect(shipsFree(4900, US)).toBe(false);
    expect(standardShipping(0, US).price).toBe(0); // nothing delivered, nothing to pay
    expect(STANDARD_SHIPPING_METHOD).toBe('standard');
  });

  it('says how much more makes the delivery free', () => {
    expect(amountToFreeShipping(3000, US)).toBe(1901);
    expect(amountToFreeShipping(4900, US)).toBe(1);
    expect(amountToFreeShipping(4901, US)).toBe(0);
    expect(amountToFreeShipping(5000, CA)).toBe(901);
  });

  it('estimates 3 to 7 business days', () => {
    expect(STANDARD_ESTIMATE_DAYS).toEqual({ min: 3, max: 7 });
  });
});
