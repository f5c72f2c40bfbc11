/** Content limits of document 1 §9, applied wherever content is read. */
export const CONTENT_LIMITS = {
  pageSections: 10,
  footerLists: 5,
  footerLinksPerList: 15,
  heroFilters: 10,
  carouselCards: 10,
  policyList: 30,
  featuredList: 30,
  testimonialsPerRequest: 15,
} as const;

/** First `limit` items: content beyond a limit is ignored, never an error. */
export function capList<T>(items: readonly T[], limit: number): T[] {
  return items.slice(0, Math.max(0, limit));
}

/** Footer lists capped at 5 lists of 15 links. */
export function capFooter<L extends { links: readonly unknown[] }>(lists: readonly L[]): L[] {
  return capList(lists, CONTENT_LIMITS.footerLists).map((list) => ({ ...list, links: capList(list.links, CONTENT_LIMITS.footerLinksPerList) }));
}

/**
 * A testimonials request: the offset is a whole number ≥ 0 and the page never exceeds 15,
 * whatever the caller asks.
 */
export function testimonialWindow(offset: number, limit: number = CONTENT_LIMITS.testimonialsPerRequest): { offset: number; limit: number } {
  const safeOffset = Number.isFinite(offset) && offset > 0 ? Math.floor(offset) : 0;
  const safeLimit = Number.isFinite(limit) && limit > 0 ? Math.min(Math.floor(limit), CONTENT_LIMITS.testimonialsPerRequest) : CONTENT_LIMITS.testimonialsPerRequest;
  return { offset: safeOffset, limit: safeLimit };
}
