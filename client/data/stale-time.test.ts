import { describe, expect, it } from 'vitest';
import { isFresh, markFresh, STALE_TIME_MS } from './stale-time';

describe('stale time', () => {
  it('keeps data fresh for 10 s after it arrived', () => {
    expect(STALE_TIME_MS).toBe(10_000);
    markFresh(['/api/page/'], 1_000);
    expect(isFresh('/api/page/', 1_000 + 9_999)).toBe(true);
    expect(isFresh('/api/page/', 1_000 + 10_000)).toBe(false);
    expect(isFresh('/api/never', 1_000)).toBe(false);
  });
});
