import { describe, expect, it } from 'vitest';
import { unitsSoldCount } from './units-sold';

describe('unitsSoldCount', () => {
  it('is hidden at 0 or below', () => {
    expect(unitsSoldCount(0)).toBeNull();
    expect(unitsSoldCount(-3)).toBeNull();
  });
  it('shows the count up to 500', () => {
    expect(unitsSoldCount(1)).toBe('1');
    expect(unitsSoldCount(500)).toBe('500');
  });
  it('shows 500+ above 500', () => {
    expect(unitsSoldCount(501)).toBe('500+');
    expect(unitsSoldCount(1999)).toBe('500+');
  });
});
