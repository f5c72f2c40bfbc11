import { describe, expect, it } from 'vitest';
import { distributionRows, distributionWidth, filledStars, hasMoreReviews, pageOffset, roundedAverage, starStates } from './rating-summary';

describe('rating summary', () => {
  it('rounds the average to 1 decimal', () => {
    expect(roundedAverage(4.25)).toBe(4.3);
    expect(roundedAverage(4.249)).toBe(4.2);
    expect(roundedAverage(3)).toBe(3);
    expect(roundedAverage(11 / 3)).toBe(3.7);
  });

  it('fills a half star when the fraction is .5 or more', () => {
    expect(filledStars(3.49)).toBe(3);
    expect(filledStars(3.5)).toBe(3.5);
    expect(filledStars(3.99)).toBe(3.5);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(0)).toBe(0);
    expect(starStates(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starStates(2.2)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
    expect(starStates(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('sizes each bar by its share of all reviews', () => {
    expect(distributionWidth(3, 12)).toBe(25);
    expect(distributionWidth(1, 3)).toBe(33.3);
    expect(distributionWidth(7, 7)).toBe(100);
    expect(distributionWidth(0, 7)).toBe(0);
    expect(distributionWidth(0, 0)).toBe(0);
    expect(distributionRows({ '1': 1, '2': 0, '3': 0, '4': 1, '5': 2 }, 4)).toEqual([
      { star: 5, count: 2, width: 50 },
      { star: 4, count: 1, width: 25 },
      { star: 3, count: 0, width: 0 },
      { star: 2, count: 0, width: 0 },
      { star: 1, count: 1, width: 25 },
    ]);
  });

  it('pages: more while loaded < total, offset (page-1)*limit', () => {
    expect(hasMoreReviews(2, 3)).toBe(true);
    expect(hasMoreReviews(3, 3)).toBe(false);
    expect(hasMoreReviews(0, 0)).toBe(false);
    expect(pageOffset(1, 2)).toBe(0);
    expect(pageOffset(3, 2)).toBe(4);
  });
});
