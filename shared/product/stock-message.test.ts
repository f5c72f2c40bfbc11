import { describe, expect, it } from 'vitest';
import { onlyLeft, setStock, stockMessage } from './stock-message';

describe('stockMessage', () => {
  it('is unavailable without stock or when not orderable, with the product own text when it has one', () => {
    expect(stockMessage(0, 1, true)).toEqual({ kind: 'unavailable', ownMessage: null });
    expect(stockMessage(9, 1, false)).toEqual({ kind: 'unavailable', ownMessage: null });
    expect(stockMessage(0, 1, true, '  Back in spring  ')).toEqual({ kind: 'unavailable', ownMessage: 'Back in spring' });
    expect(stockMessage(0, 1, true, '   ')).toEqual({ kind: 'unavailable', ownMessage: null });
  });

  it('says only n left only when the stock is below the quantity asked for (document 1 §4)', () => {
    expect(stockMessage(1, 1, true)).toBeNull();
    expect(stockMessage(1, 2, true)).toEqual({ kind: 'low', count: 1 });
    expect(stockMessage(5, 5, true)).toBeNull();
    expect(stockMessage(5, 6, true)).toEqual({ kind: 'low', count: 5 });
    expect(stockMessage(3, 1, true)).toBeNull();
  });
});

describe('onlyLeft', () => {
  it('is the stock when some is left but less than asked for, else null', () => {
    expect(onlyLeft(1, 1)).toBeNull();
    expect(onlyLeft(2, 1)).toBeNull();
    expect(onlyLeft(2, 3)).toBe(2);
    expect(onlyLeft(0, 3)).toBeNull();
  });
});

describe('setStock', () => {
  it('is the lowest member stock, 0 for an empty set', () => {
    expect(setStock([{ ats: 4 }, { ats: 2 }, { ats: 9 }])).toBe(2);
    expect(setStock([])).toBe(0);
  });
});
