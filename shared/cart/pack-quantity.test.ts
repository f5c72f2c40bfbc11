import { describe, expect, it } from 'vitest';
import { isWholePacks, packNote, packQuantityMessage } from './pack-quantity';

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

  it('notes a pair and a set of 4, and nothing for a single part', () => {
    expect(packNote(2)).toBe('sold-as-pair');
    expect(packNote(4)).toBe('sold-as-set-of-4');
    expect(packNote(1)).toBeNull();
  });
});
