import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, setStock, stockMessage } from './stock-message';

describe('stockMessage', () => {
  it('is unavailable without stock or when not orderable, with the product own text when it has one', () => {
    expect(stockMessage(0, true)).toEqual({ kind: 'unavailable', ownMessage: null });
    expect(stockMessage(9, false)).toEqual({ kind: 'unavailable', ownMessage: null });
    expect(stockMessage(0, true, '  Back in spring  ')).toEqual({ kind: 'unavailable', ownMessage: 'Back in spring' });
    expect(stockMessage(0, true, '   ')).toEqual({ kind: 'unavailable', ownMessage: null });
  });
  it('says only n left at or below the threshold, nothing above it', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockMessage(1, true)).toEqual({ kind: 'low', count: 1 });
    expect(stockMessage(5, true)).toEqual({ kind: 'low', count: 5 });
    expect(stockMessage(6, true)).toBeNull();
  });
});

describe('setStock', () => {
  it('is the lowest member stock, 0 for an empty set', () => {
    expect(setStock([{ ats: 4 }, { ats: 2 }, { ats: 9 }])).toBe(2);
    expect(setStock([])).toBe(0);
  });
});
