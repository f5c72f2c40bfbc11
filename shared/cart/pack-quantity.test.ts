import { describe, expect, it } from 'vitest';
import { isWholePacks, packLimit, packQuantityMessage, settlePacks } from './pack-quantity';

describe('pack quantities (decision 288)', () => {
  it('takes any quantity of a single part and only whole packs of a pair or set', () => {
    expect(isWholePacks(3, 1)).toBe(true);
    expect(isWholePacks(2, 2)).toBe(true);
    expect(isWholePacks(6, 2)).toBe(true);
    expect(isWholePacks(1, 2)).toBe(false);
    expect(isWholePacks(3, 2)).toBe(false);
    expect(isWholePacks(4, 4)).toBe(true);
    expect(isWholePacks(6, 4)).toBe(false);
  });

  it('says what the part is sold as and why the quantity is refused', () => {
    expect(packQuantityMessage(2, 3)).toBe('This part is sold as a pair: quantity 3 is not a multiple of 2');
    expect(packQuantityMessage(4, 2)).toBe('This part is sold as a set of 4: quantity 2 is not a multiple of 4');
  });

  it('limits stock to whole packs', () => {
    expect(packLimit(7, 2)).toBe(6);
    expect(packLimit(3, 4)).toBe(0);
    expect(packLimit(9, 1)).toBe(9);
    expect(packLimit(-1, 2)).toBe(0);
  });

  it('settles a typed quantity up to the next whole pack within the stock', () => {
    expect(settlePacks(3, 2, 10)).toBe(4);
    expect(settlePacks(0, 2, 10)).toBe(2);
    expect(settlePacks(Number.NaN, 4, 10)).toBe(4);
    expect(settlePacks(11, 2, 9)).toBe(8);
    expect(settlePacks(5, 4, 2)).toBe(4);
    expect(settlePacks(5, 1, 3)).toBe(3);
  });
});
