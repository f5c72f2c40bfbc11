import { describe, expect, it } from 'vitest';
import { LEGACY_COMMERCE_ANALYTICS_ENABLED, startLegacyCommerceAnalytics } from './legacy-commerce-analytics';

describe('the legacy commerce analytics script (document 1 §7)', () => {
  it('stays off behind its constant', () => {
    expect(LEGACY_COMMERCE_ANALYTICS_ENABLED).toBe(false);
    expect(startLegacyCommerceAnalytics()).toBe(false);
  });
});
