/** Named cache strategies (one place for every freshness rule). */
export interface CacheStrategy {
  /** Served as fresh for this long after it was stored. */
  freshMs: number;
  /** Kept in KV this long; past freshMs it is served stale while one revalidation runs. */
  keepSeconds: number;
}

/** DESIGN §1: category, store and content reads are fresh 10 s, then stale-while-revalidate. */
export const CACHE_SHORT: CacheStrategy = { freshMs: 10_000, keepSeconds: 86_400 };
/** Rarely changing reference data (vehicle catalogue). */
export const CACHE_LONG: CacheStrategy = { freshMs: 3_600_000, keepSeconds: 7 * 86_400 };

/** Versioned, namespaced cache keys: v1:{kind}:{site}:{locale}:{id}. */
export function cacheKey(kind: string, siteId: string, localeId: string, id: string): string {
  return `v1:${kind}:${siteId}:${localeId}:${id}`;
}

/** Shared-cache header for anonymous HTML and JSON without personal data. */
export const HTTP_CACHE_PUBLIC_SHORT = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
