import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS, capFooter, capList, testimonialWindow } from './content-limits';

describe('content limits (document 1 §9)', () => {
  it('has the spec values', () => {
    expect(CONTENT_LIMITS).toEqual({ pageSections: 10, footerLists: 5, footerLinksPerList: 15, heroFilters: 10, carouselCards: 10, policyList: 30, featuredList: 30, testimonialsPerRequest: 15 });
  });

  it('caps footer lists at 5 lists of 15 links', () => {
    const lists = Array.from({ length: 7 }, (_, i) => ({ heading: `L${i}`, links: Array.from({ length: 20 }, (_, j) => j) }));
    const capped = capFooter(lists);
    expect(capped).toHaveLength(5);
    expect(capped.every((l) => l.links.length === 15)).toBe(true);
    expect(capped[4]?.heading).toBe('L4');
  });

  it('caps lists without failing on short ones', () => {
    expect(capList([1, 2, 3], 10)).toEqual([1, 2, 3]);
    expect(capList(Array.from({ length: 40 }, (_, i) => i), CONTENT_LIMITS.policyList)).toHaveLength(30);
  });

  it('serves at most 15 testimonials from a whole, non-negative offset', () => {
    expect(testimonialWindow(0)).toEqual({ offset: 0, limit: 15 });
    expect(testimonialWindow(15, 100)).toEqual({ offset: 15, limit: 15 });
    expect(testimonialWindow(-3, 5)).toEqual({ offset: 0, limit: 5 });
    expect(testimonialWindow(Number.NaN, 0)).toEqual({ offset: 0, limit: 15 });
    expect(testimonialWindow(2.7)).toEqual({ offset: 2, limit: 15 });
  });
});
