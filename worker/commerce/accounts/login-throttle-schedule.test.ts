import { describe, expect, it } from 'vitest';
import { attemptsWithin, delayAfter, delayTable, FREE_ATTEMPTS, MAX_DELAY_MS } from './login-throttle-schedule';

describe('sign-in throttle schedule (decision 256)', () => {
  it('lets the first attempts through, then doubles the wait from a minute up to an hour', () => {
    expect([1, 2, 3, 4].map(delayAfter)).toEqual([0, 0, 0, 0]);
    expect(FREE_ATTEMPTS).toBe(5);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 50].map((n) => delayAfter(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(delayTable()).toEqual([0, 0, 0, 0, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, MAX_DELAY_MS]);
  });

  it('lets fewer than 100 guesses a day through (33 on the first day, 24 a day after that)', () => {
    const day = 24 * 3_600_000;
    expect(attemptsWithin(day)).toBe(33);
    expect(attemptsWithin(day)).toBeLessThan(100);
    expect(attemptsWithin(2 * day) - attemptsWithin(day)).toBe(24);
  });
});
