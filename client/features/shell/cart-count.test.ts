import { describe, expect, it } from 'vitest';
import { formatCartBadge } from './cart-count';

describe('formatCartBadge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '100'],
    [101, '99+'],
    [5000, '99+'],
  ])('%i → %j', (count, badge) => {
    expect(formatCartBadge(count)).toBe(badge);
  });

  it('shows no badge for a count that is not a positive number', () => {
    expect(formatCartBadge(-3)).toBeNull();
    expect(formatCartBadge(Number.NaN)).toBeNull();
  });
});
