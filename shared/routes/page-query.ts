/**
 * The query a page is rendered from (issue 29 item 2, decision 276): tracking parameters never
 * reach a loader or a cache key; a cached route keeps only the parameters its route declares,
 * sorted by name, so `?b=1&a=2`, `?a=2&b=1` and `?a=2&b=1&utm_source=x` are one page and one
 * entry. The server renders from this query; the browser keys page data by `dataHref()`
 * (tracking-params.ts), which agrees with it whenever the address has no undeclared parameter.
 */
import { matchRoute } from './match-route';
import { ALWAYS_KEPT_PARAMS, type RouteCache } from './route-cache';
import { routeCache } from './route-cache';
import type { RouteName } from './route-table';
import { parseHref, resolveLocation } from '../sites/resolve';
import { isTrackingParam } from './tracking-params';

export { isTrackingParam } from './tracking-params';

function allowedBy(cache: RouteCache, name: string): boolean {
  return ALWAYS_KEPT_PARAMS.includes(name) || cache.query.includes(name) || Boolean(cache.queryNamePattern?.test(name));
}

/**
 * The query of a page of `route`: without tracking parameters, sorted by name (repeated names keep
 * their order); for a cached route, only its declared parameters.
 */
export function pageQuery(route: RouteName | null | undefined, query: URLSearchParams): URLSearchParams {
  const cache = routeCache(route);
  const kept = [...query].filter(([name]) => !isTrackingParam(name) && (!cache || allowedBy(cache, name)));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
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
