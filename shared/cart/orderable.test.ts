import { describe, expect, it } from 'vitest';
import { cardPurchasable, detailOrderable, needsOrderableFlag, orderableAllows, PART_NOT_AVAILABLE } from './orderable';

describe('orderable rules (document 2 §4, §5)', () => {
  it('holds every kind but sets and bundles to the flag', () => {
    expect(['item', 'master', 'variant', 'set', 'bundle'].filter((t) => needsOrderableFlag(t as never))).toEqual(['item', 'master', 'variant']);
    expect(orderableAllows({ type: 'item', orderable: false })).toBe(false);
    expect(orderableAllows({ type: 'variant', orderable: false })).toBe(false);
    expect(orderableAllows({ type: 'bundle', orderable: false })).toBe(true);
    expect(orderableAllows({ type: 'item', orderable: true })).toBe(true);
  });

  it('makes a card purchasable when orderable or in stock, never for an unorderable item', () => {
    expect(cardPurchasable({ type: 'item', orderable: true, ats: 0 })).toBe(true);
    expect(cardPurchasable({ type: 'item', orderable: false, ats: 12 })).toBe(false);
    expect(cardPurchasable({ type: 'item', orderable: false, ats: 0 })).toBe(false);
    expect(cardPurchasable({ type: 'bundle', orderable: false, ats: 3 })).toBe(true);
    expect(cardPurchasable({ type: 'set', orderable: false, ats: 0 })).toBe(false);
  });

  it('reads a set on the product page through its members', () => {
    const member = (orderable: boolean) => ({ type: 'item' as const, orderable });
    expect(detailOrderable({ type: 'set', orderable: false, children: [member(true), member(true)] })).toBe(true);
    expect(detailOrderable({ type: 'set', orderable: true, children: [member(true), member(false)] })).toBe(false);
    expect(detailOrderable({ type: 'bundle', orderable: false, children: [] })).toBe(true);
    expect(detailOrderable({ type: 'master', orderable: false, children: [] })).toBe(false);
  });

  it("uses the spec's out-of-stock text", () => {
    expect(PART_NOT_AVAILABLE).toBe('Sorry, this part is not available.');
  });
});
