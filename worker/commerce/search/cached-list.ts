import { array, number, type } from 'superstruct';
import type { SearchQuery, SearchResult } from '../../../shared/search/search-types';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import type { SearchService } from './search-service';

// Enough of the shape to reject a foreign or truncated entry; the service built the rest.
const SearchResultSchema = type({ total: number(), offset: number(), limit: number(), hits: array(type({})), refinements: array(type({})) });

async function queryHash(query: SearchQuery): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(query));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A product list page's result through the KV cache (fresh 10 s, then stale while one
 * revalidation runs): list pages are anonymous catalogue reads that many shoppers repeat.
 */
export async function cachedListResult(
  search: SearchService,
  cache: KvCacheDeps,
  scope: { siteId: string; localeId: string },
  query: SearchQuery,
): Promise<SearchResult> {
  const key = cacheKey('list', scope.siteId, scope.localeId, await queryHash(query));
  return cached(cache, key, CACHE_SHORT, SearchResultSchema, () => search.search(query)) as Promise<SearchResult>;
}
