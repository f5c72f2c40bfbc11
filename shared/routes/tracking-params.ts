/**
 * Ad and campaign click identifiers and analytics parameters (decision 276): they name where a
 * shopper came from, never what a page shows (`ref` included: no page of ours reads it). Kept
 * apart from page-query.ts so the browser bundle carries only this and `dataHref()`.
 */
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid', 'gbraid', 'wbraid', 'gad_source', 'dclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'yclid', 'ttclid', 'ref',
]);

/** Parameters only the browser reads (?signin= opens the sign-in modal, decision 156): never page data. */
const BROWSER_ONLY_PARAMS: ReadonlySet<string> = new Set(['signin']);

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || lower.startsWith('utm_');
}

/**
 * An href as a page's data key names it: no tracking parameters, the rest sorted by name (repeated
 * names keep their order). The server renders from its page query, which is this and, on a cached
 * route, its declared parameters only; so a browser whose address carries `?utm_source=…` keys the
 * page's data exactly as the server's HTML did.
 */
export function dataHref(href: string): string {
  const at = href.indexOf('?');
  if (at < 0) return href;
  const kept = [...new URLSearchParams(href.slice(at + 1))].filter(([name]) => !isTrackingParam(name) && !BROWSER_ONLY_PARAMS.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return href.slice(0, at) + (query ? `?${query}` : '');
}
