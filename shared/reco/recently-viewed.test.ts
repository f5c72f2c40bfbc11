import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_CAP, withoutProduct } from './recently-viewed';

describe('addRecentlyViewed', () => {
  it('puts the viewed product first', () => {
    expect(addRecentlyViewed(['B', 'C'], 'A')).toEqual(['A', 'B', 'C']);
  });
  it('moves a product viewed again to the front without duplicating it', () => {
    expect(addRecentlyViewed(['B', 'A', 'C'], 'A')).toEqual(['A', 'B', 'C']);
  });
  it('compares ids in upper case, as product ids are', () => {
    expect(addRecentlyViewed(['AB-1'], ' ab-1 ')).toEqual(['AB-1']);
  });
  it(`keeps ${RECENTLY_VIEWED_CAP} products, dropping the oldest`, () => {
    const full = Array.from({ length: RECENTLY_VIEWED_CAP }, (_, i) => `P${i}`);
    const next = addRecentlyViewed(full, 'NEW');
    expect(RECENTLY_VIEWED_CAP).toBe(12);
    expect(next).toHaveLength(12);
    expect(next[0]).toBe('NEW');
    expect(next).not.toContain(`P${RECENTLY_VIEWED_CAP - 1}`);
  });
  it('ignores a blank id', () => {
    expect(addRecentlyViewed(['A'], '  ')).toEqual(['A']);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads a stored list', () => {
    expect(parseRecentlyViewed('["A","B"]')).toEqual(['A', 'B']);
  });
  it('treats unreadable values as an empty list', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('{')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
  });
  it('drops non-ids and duplicates and caps the list', () => {
    const many = JSON.stringify(['a', 'A', 3, '', null, ...Array.from({ length: 20 }, (_, i) => `X${i}`)]);
    const list = parseRecentlyViewed(many);
    expect(list[0]).toBe('A');
    expect(list).toHaveLength(RECENTLY_VIEWED_CAP);
    expect(new Set(list).size).toBe(list.length);
  });
});

describe('withoutProduct', () => {
  it('leaves out the product being viewed', () => {
    expect(withoutProduct(['A', 'B'], 'a')).toEqual(['B']);
    expect(withoutProduct(['A', 'B'], null)).toEqual(['A', 'B']);
  });
});
