import { describe, expect, it } from 'vitest';
import { shownStars } from './star-rating';

describe('shownStars', () => {
  it('shows a half star from a fraction of .5', () => {
    expect(shownStars(3.4)).toBe(3);
    expect(shownStars(3.5)).toBe(3.5);
    expect(shownStars(3.9)).toBe(3.5);
    expect(shownStars(5)).toBe(5);
    expect(shownStars(0)).toBe(0);
  });
});
