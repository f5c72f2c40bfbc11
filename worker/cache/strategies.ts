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

/** KV refuses keys longer than 512 bytes (UTF-8); a read with such a key fails outright. */
export const KV_MAX_KEY_BYTES = 512;
/** How much of an over-long key is kept readable in front of its hash. */
const KEPT_PREFIX_BYTES = 256;

/**
 * The key actually used in KV: the logical key when it fits, else its first bytes (cut on a
 * character boundary) plus `#` and the SHA-256 hex of the whole key. Keys are built from input
 * (category ids, queries), so their length is not ours to choose; the hash keeps them unique.
 */
export async function storageKey(key: string): Promise<string> {
  const bytes = new TextEncoder().encode(key);
  if (bytes.length <= KV_MAX_KEY_BYTES) return key;
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  // A cut inside a multi-byte character decodes to U+FFFD; drop it so the prefix stays valid text.
  const prefix = new TextDecoder().decode(bytes.slice(0, KEPT_PREFIX_BYTES)).replace(/\uFFFD+$/, '');
  return `${prefix}#${hex}`;
}

/** Shared-cache header for anonymous HTML and JSON without personal data. */
export const HTTP_CACHE_PUBLIC_SHORT = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
