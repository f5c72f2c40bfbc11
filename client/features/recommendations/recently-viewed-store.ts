import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_KEY } from '../../../shared/reco/recently-viewed';

/** The shopper's recently viewed product ids from browser storage, most recent first. */
export function readRecentlyViewed(): string[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

/** Puts a product first in the browser's recently viewed list. */
export function recordRecentlyViewed(productId: string): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(addRecentlyViewed(readRecentlyViewed(), productId)));
  } catch {
    // Blocked or full storage: the page works, only the history is not kept.
  }
}
