/**
 * Moderation rule for shopper reviews (docs/decisions/081-review-moderation.md): a review that
 * contains a link or a web address is held for moderation instead of being published.
 */

// A URL with a scheme, or anything starting with "www.".
const SCHEME_OR_WWW = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S/i;
// A bare host name ending in a common top-level domain ("cheap-parts.shop", "bit.ly/x").
const BARE_DOMAIN = /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:com|net|org|ca|us|io|co|info|biz|xyz|ru|cn|ly|me|shop|store|site|online|top|link|click|app|dev)\b/i;
// Markup or forum-code links.
const MARKUP_LINK = /<\s*a\b|\[url\b|href\s*=/i;

/** Whether text contains a link (URL, www. address, bare domain, or link markup). */
export function containsLink(text: string): boolean {
  return SCHEME_OR_WWW.test(text) || BARE_DOMAIN.test(text) || MARKUP_LINK.test(text);
}

/** Status a new review gets: pending when any of its texts contains a link. */
export function moderationStatus(...texts: string[]): 'published' | 'pending' {
  return texts.some(containsLink) ? 'pending' : 'published';
}

/** Who wrote a new review, as far as the store knows it (decision 263). */
export interface ReviewerStanding {
  /** A signed-in customer with a paid order of the product (or of one of its variants). */
  verifiedBuyer: boolean;
  /** That customer already has a review of the product, in any status. */
  reviewedBefore: boolean;
}

/**
 * Status of a new review (decision 263): it is published at once, and counts at once, only when a
 * verified buyer writes their first review of the product and it has no link; every other review
 * waits for a moderator, so ratings cannot be moved by anyone who has not bought the part.
 */
export function newReviewStatus(texts: readonly string[], reviewer: ReviewerStanding): 'published' | 'pending' {
  if (moderationStatus(...texts) === 'pending') return 'pending';
  return reviewer.verifiedBuyer && !reviewer.reviewedBefore ? 'published' : 'pending';
}
