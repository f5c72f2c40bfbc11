import { describe, expect, it } from 'vitest';
import { MOST_BOUGHT_BADGES, SORTING_RULE_IDS } from '../../../shared/search/search-constants';
import { appliedSort, parseSort, SORT_LABELS, sortingRuleIds, withMostBought } from './search-service';

describe('"Most Bought for Your Vehicle" sort (decision 290)', () => {
  it('is a sorting rule id, listed right after Best Sellers', () => {
    expect(SORTING_RULE_IDS.slice(0, 2)).toEqual(['best-sellers', 'most-bought-for-vehicle']);
    expect(SORT_LABELS['most-bought-for-vehicle']).toBe('Most Bought for Your Vehicle');
  });

  it('is offered only when a vehicle is selected', () => {
    expect(sortingRuleIds(false, true)).toEqual(['best-sellers', 'most-bought-for-vehicle', 'price-low-to-high', 'price-high-to-low', 'top-rated', 'newest']);
    expect(sortingRuleIds(false, false)).toEqual(['best-sellers', 'price-low-to-high', 'price-high-to-low', 'top-rated', 'newest']);
    expect(sortingRuleIds(true, true)).toContain('most-bought-for-vehicle');
    expect(sortingRuleIds(true, false)).not.toContain('most-bought-for-vehicle');
  });

  it('without a vehicle sorts by best sellers; every other sort stays as asked', () => {
    expect(appliedSort('most-bought-for-vehicle', false)).toBe('best-sellers');
    expect(appliedSort('most-bought-for-vehicle', true)).toBe('most-bought-for-vehicle');
    for (const id of SORTING_RULE_IDS.filter((s) => s !== 'most-bought-for-vehicle')) {
      expect(appliedSort(id, false)).toBe(id);
      expect(appliedSort(id, true)).toBe(id);
    }
  });

  it('parses as a sort id; unknown values are still a 400', () => {
    expect(parseSort('most-bought-for-vehicle', false)).toBe('most-bought-for-vehicle');
    expect(() => parseSort('most-bought', false)).toThrow(/sort must be one of best-sellers, most-bought-for-vehicle, best-matches/);
  });
});

describe('the most-bought badge (decision 291)', () => {
  const hits = ['A', 'B', 'C', 'D', 'E'].map((productId) => ({ productId }));

  it('marks the vehicle’s top three on the page with their place', () => {
    expect(MOST_BOUGHT_BADGES).toBe(3);
    expect(withMostBought(hits, ['D', 'A', 'E', 'B'])).toEqual([
      { productId: 'A', mostBoughtRank: 2 },
      { productId: 'B' },
      { productId: 'C' },
      { productId: 'D', mostBoughtRank: 1 },
      { productId: 'E', mostBoughtRank: 3 },
    ]);
  });

  it('marks nothing when the vehicle bought none of the list', () => {
    expect(withMostBought(hits, [])).toEqual(hits);
  });
});
