import { describe, expect, it } from 'vitest';
import { QUANTITY_EXCEEDS_STOCK, exceedsStock, pickupRoom, setStockLimit, stepperBlocked, stockLimit } from './stock-rules';

describe('stock rules (document 1 §4, §5)', () => {
  it('uses the spec message', () => {
    expect(QUANTITY_EXCEEDS_STOCK).toBe('quantity exceeds available stock');
  });

  it('limits delivery by the online ats and pickup by the lower of store and shipping-location stock', () => {
    expect(stockLimit('delivery', { onlineAts: 7, storeAts: 2 })).toBe(7);
    expect(stockLimit('pickup', { onlineAts: 7, storeAts: 2 })).toBe(2);
    expect(stockLimit('pickup', { onlineAts: 1, storeAts: 5 })).toBe(1);
    expect(stockLimit('pickup', { onlineAts: 5, storeAts: null })).toBe(0);
    expect(stockLimit('delivery', { onlineAts: -3 })).toBe(0);
  });

  it('limits a set by its member with the lowest ats', () => {
    expect(setStockLimit([9, 3, 12])).toBe(3);
    expect(setStockLimit([])).toBe(0);
  });

  it('rejects when existing plus new exceeds the limit, not when it equals it', () => {
    expect(exceedsStock(3, 2, 5)).toBe(false);
    expect(exceedsStock(3, 3, 5)).toBe(true);
    expect(exceedsStock(0, 1, 0)).toBe(true);
  });

  it('stepper: never below 1; delivery blocked above stock or unchanged; pickup blocked at or over store stock', () => {
    const base = { current: 2, stock: 4, storeStock: 3 } as const;
    expect(stepperBlocked({ ...base, type: 'delivery', next: 0 })).toBe(true);
    expect(stepperBlocked({ ...base, type: 'delivery', next: 1 })).toBe(false);
    expect(stepperBlocked({ ...base, type: 'delivery', next: 2 })).toBe(true);
    expect(stepperBlocked({ ...base, type: 'delivery', next: 4 })).toBe(false);
    expect(stepperBlocked({ ...base, type: 'delivery', next: 5 })).toBe(true);
    expect(stepperBlocked({ ...base, type: 'pickup', next: 3 })).toBe(true);
    expect(stepperBlocked({ ...base, type: 'pickup', current: 1, next: 2 })).toBe(false);
    expect(stepperBlocked({ ...base, type: 'pickup', current: 5, next: 4 })).toBe(false);
  });
});

describe('pickupRoom', () => {
  it('is the pickup limit (the lower of store and online stock) less what the basket holds for pickup', () => {
    expect(pickupRoom({ onlineAts: 9, storeAts: 0 }, 0)).toBe(0);
    expect(pickupRoom({ onlineAts: 9, storeAts: null }, 0)).toBe(0);
    expect(pickupRoom({ onlineAts: 9, storeAts: 3 }, 0)).toBe(3);
    expect(pickupRoom({ onlineAts: 2, storeAts: 5 }, 0)).toBe(2);
    expect(pickupRoom({ onlineAts: 9, storeAts: 3 }, 2)).toBe(1);
    expect(pickupRoom({ onlineAts: 9, storeAts: 3 }, 5)).toBe(0);
  });
});
