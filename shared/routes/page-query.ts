/**
 * The query a page is rendered from (issue 29 item 2, decision 276): tracking parameters never
 * reach a loader or a cache key; a cached route keeps only the parameters its route declares,
 * sorted by name, so `?b=1&a=2`, `?a=2&b=1` and `?a=2&b=1&utm_source=x` are one page and one
 * entry. The server renders from this query and the browser keys the page's data by it, so the
 * first render after hydration needs no fetch.
 */
import { matchRoute } from './match-route';
import { ALWAYS_KEPT_PARAMS, type RouteCache } from './route-cache';
import { routeCache, type RouteName } from './route-table';
import { parseHref, resolveLocation } from '../sites/resolve';

/**
 * Ad and campaign click identifiers and analytics parameters: they name where a shopper came
 * from, never what the page shows (`ref` included: no page of ours reads it).
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid', 'gclsrc', 'gbraid', 'wbraid', 'gad_source', 'dclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'yclid', 'twclid', 'ttclid', 'li_fat_id', 'igshid', 'ref',
]);
const TRACKING_PREFIXES = ['utm_'];

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

function allowedBy(cache: RouteCache, name: string): boolean {
  return ALWAYS_KEPT_PARAMS.includes(name) || cache.query.includes(name) || Boolean(cache.queryNamePattern?.test(name));
}

/**
 * The query of a page of `route`: without tracking parameters; for a cached route, only its
 * declared parameters, sorted by name (repeated names keep their order).
 */
export function pageQuery(route: RouteName | null | undefined, query: URLSearchParams): URLSearchParams {
  const cache = routeCache(route);
  const kept = [...query].filter(([name]) => !isTrackingParam(name) && (!cache || allowedBy(cache, name)));
  if (cache) kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept);
}

/** `?…` of a query, '' when empty. */
export function searchOf(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * A page href (prefixes and the `site`/`locale` parameters kept as they are) with its page query:
 * what the server renders and what the browser keys the page's data by.
 */
export function pageHref(href: string): string {
  const url = parseHref(href);
  if (!url.search) return href.split('#')[0]!;
  const location = resolveLocation(url);
  const query = pageQuery(matchRoute(location.path)?.name, new URLSearchParams(location.search));
  const chosen = new URLSearchParams();
  for (const name of ['site', 'locale']) for (const value of url.searchParams.getAll(name)) chosen.append(name, value);
  for (const [name, value] of query) chosen.append(name, value);
  return url.pathname + searchOf(chosen);
}
