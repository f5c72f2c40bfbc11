import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches } from './recent-searches';
import { RECENT_SEARCH_CAP } from './search-constants';

describe('addRecentSearch', () => {
  it('puts the trimmed term first', () => {
    expect(addRecentSearch(['brake pads'], '  oil filter ')).toEqual(['oil filter', 'brake pads']);
  });
  it('removes case-insensitive duplicates, keeping the newest spelling', () => {
    expect(addRecentSearch(['Oil Filter', 'wipers'], 'oil filter')).toEqual(['oil filter', 'wipers']);
  });
  it('caps the list at 5', () => {
    expect(RECENT_SEARCH_CAP).toBe(5);
    const list = addRecentSearch(['a', 'b', 'c', 'd', 'e'], 'f');
    expect(list).toEqual(['f', 'a', 'b', 'c', 'd']);
  });
  it('ignores an empty term', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });
});

describe('parseRecentSearches', () => {
  it('reads a stored list and survives garbage', () => {
    expect(parseRecentSearches('["a","b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
