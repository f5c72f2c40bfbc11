import { describe, expect, it } from 'vitest';
import { partNumberKey, partNumberQueryKey } from './part-number-key';

describe('part-number normalization', () => {
  it('ignores spaces, dashes and case', () => {
    const key = partNumberKey('45022-TBA-A01');
    expect(key).toBe('45022TBAA01');
    for (const typed of ['45022 tba a01', '45022TBAA01', ' 45022 - tba - a01 ', '45022\u2011TBA\u2013A01', '45022\tTBA A01']) expect(partNumberKey(typed), typed).toBe(key);
    expect(partNumberKey('5Q0 698 151 D')).toBe('5Q0698151D');
    expect(partNumberKey('34 11 6 860 016')).toBe('34116860016');
  });

  it('keeps every other character, so different numbers stay different', () => {
    expect(partNumberKey('A.B/1')).toBe('A.B/1');
    expect(partNumberKey('KD482913')).not.toBe(partNumberKey('KD482914'));
  });

  it('reads a search text as a part number only when it looks like one', () => {
    expect(partNumberQueryKey('45022 tba a01')).toBe('45022TBAA01');
    expect(partNumberQueryKey('oc 482913')).toBe('OC482913');
    expect(partNumberQueryKey('brake pads')).toBeUndefined();
    expect(partNumberQueryKey('a1')).toBeUndefined();
    expect(partNumberQueryKey('1'.repeat(31))).toBeUndefined();
    expect(partNumberQueryKey("45022'; DROP")).toBeUndefined();
  });
});
