/**
 * The Commerce API calls the Retail React App made, read from its server's request log: the PWA Kit
 * proxies every SCAPI call, the browser's and its own server-side rendering's alike, through
 * /mobify/proxy/api and logs each with its status. Paths are reduced to their operation (ids become
 * placeholders, the query goes) so a step's calls read as a short table.
 */

export interface ScapiCall {
  method: string;
  /** The operation's path: /checkout/shopper-baskets/v2/organizations/{org}/baskets/{basketId}/items. */
  operation: string;
  /** The HTTP status, or null when the browser went away before the answer (a navigation). */
  status: number | null;
}

const LINE = /pwa-kit-runtime\.httprequest \w+ \([^)]*\) (GET|POST|PUT|PATCH|DELETE) \/mobify\/proxy\/api(\/\S*)\s+(\d{3})?/;

/** Segments after which the next one is an id. */
const ID_AFTER: Record<string, string> = {
  organizations: '{org}',
  baskets: '{basketId}',
  customers: '{customerId}',
  products: '{id}',
  categories: '{id}',
  orders: '{orderNo}',
  'shopper-context': '{usid}',
  items: '{itemId}',
  'payment-instruments': '{paymentInstrumentId}',
  addresses: '{addressName}',
  'product-lists': '{listId}',
  pages: '{pageId}',
  stores: '{storeId}',
};
/** Words that follow those segments but are operations, not ids. */
const NOT_IDS = new Set(['actions', 'password', 'external', 'merge', 'transfer']);

/** The operation of a proxied path: no query, ids as placeholders ("me" shipments stay "me"). */
export function operationOf(path: string): string {
  const segments = path.split('?')[0]!.split('/');
  return segments
    .map((segment, i) => {
      // ['', family, api, version, 'organizations', org, …]: the API's own name is never an id.
      const placeholder = i > 4 ? ID_AFTER[segments[i - 1] ?? ''] : undefined;
      return placeholder && segment && !NOT_IDS.has(segment) ? placeholder : segment;
    })
    .join('/');
}

/** The SCAPI calls in some lines of the app's log. */
export function scapiCallsIn(log: string): ScapiCall[] {
  const calls: ScapiCall[] = [];
  for (const line of log.split('\n')) {
    const match = LINE.exec(line);
    if (match) calls.push({ method: match[1]!, operation: operationOf(match[2]!), status: match[3] ? Number(match[3]) : null });
  }
  return calls;
}

export interface CallSummary {
  method: string;
  operation: string;
  /** status (or "no answer") → count */
  statuses: Record<string, number>;
}

/** One row per operation, in the order first seen, with how often each status came back. */
export function summarizeCalls(calls: readonly ScapiCall[]): CallSummary[] {
  const rows = new Map<string, CallSummary>();
  for (const call of calls) {
    const key = `${call.method} ${call.operation}`;
    const row = rows.get(key) ?? { method: call.method, operation: call.operation, statuses: {} };
    const status = call.status === null ? 'no answer' : String(call.status);
    row.statuses[status] = (row.statuses[status] ?? 0) + 1;
    rows.set(key, row);
  }
  return [...rows.values()];
}
