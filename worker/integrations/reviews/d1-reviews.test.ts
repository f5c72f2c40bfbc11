import { describe, expect, it } from 'vitest';
import { bottomLineOf } from './d1-reviews';
import { reviewsDelayMs } from './index';

describe('bottomLineOf', () => {
  it('adds up per-score counts into average, total and distribution', () => {
    expect(bottomLineOf([{ score: 5, n: 2 }, { score: 4, n: 1 }, { score: 1, n: 1 }])).toEqual({
      average_score: 3.75,
      total_review: 4,
      star_distribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 2 },
    });
    expect(bottomLineOf([])).toEqual({ average_score: 0, total_review: 0, star_distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
  });
});

describe('reviewsDelayMs', () => {
  it('reads REVIEWS_DELAY_MS, 0 when unset or invalid, capped at 10 s', () => {
    expect(reviewsDelayMs({})).toBe(0);
    expect(reviewsDelayMs({ REVIEWS_DELAY_MS: '500' })).toBe(500);
    expect(reviewsDelayMs({ REVIEWS_DELAY_MS: 'soon' })).toBe(0);
    expect(reviewsDelayMs({ REVIEWS_DELAY_MS: '-3' })).toBe(0);
    expect(reviewsDelayMs({ REVIEWS_DELAY_MS: '999999' })).toBe(10_000);
  });
});

describe('withDelay', () => {
  it('answers each call the given time later, and is the same port at 0', async () => {
    const { withDelay } = await import('./index');
    const calls: string[] = [];
    const port = {
      reviews: async () => (calls.push('reviews'), { reviews: [], paging: { page: 1, limit: 2, total: 0, currentPage: 1 } }),
      bottomLine: async () => bottomLineOf([]),
      bottomLines: async () => new Map(),
      publish: async () => void calls.push('publish'),
      hasReviewFrom: async () => false,
      pending: async () => [],
      moderate: async () => null,
    };
    expect(withDelay(port, 0)).toBe(port);
    const start = performance.now();
    await withDelay(port, 60).reviews('X', 1, 2);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
    expect(calls).toEqual(['reviews']);
  });
});
