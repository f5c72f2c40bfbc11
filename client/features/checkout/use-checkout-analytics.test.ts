import { describe, expect, it } from 'vitest';
import type { BasketProductItem } from '../../../shared/cart/basket';
import { shippingTier } from './use-checkout-analytics';

const line = (c_shipmentType: 'delivery' | 'pickup') => ({ c_shipmentType }) as BasketProductItem;

describe('the GA4 shipping tier of a checkout (decision 183)', () => {
  it('names standard delivery, store pickup, or both', () => {
    expect(shippingTier({ productItems: [line('delivery'), line('delivery')] })).toBe('standard');
    expect(shippingTier({ productItems: [line('pickup')] })).toBe('pickup');
    expect(shippingTier({ productItems: [line('pickup'), line('delivery')] })).toBe('standard+pickup');
  });
});
