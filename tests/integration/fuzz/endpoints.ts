import { ROUTES } from '../../../shared/routes/route-table';

/** One endpoint of the HTTP surface: a method and a path pattern (`:param`, `*` as Hono writes them). */
export interface Endpoint {
  method: string;
  pattern: string;
  /** Page routes are the route table's; their path may carry a site/locale prefix. */
  page: boolean;
}

/**
 * Every endpoint the worker answers: its registered routes (Hono's `app.routes`, so a new route
 * is fuzzed without touching this file) minus middleware (`ALL`) and the page catch-all, which is
 * replaced by the entries of the shared route table.
 */
export function listEndpoints(routes: readonly { method: string; path: string }[]): Endpoint[] {
  const seen = new Set<string>();
  const out: Endpoint[] = [];
  const add = (endpoint: Endpoint) => {
    const key = `${endpoint.method} ${endpoint.pattern}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(endpoint);
  };
  for (const route of routes) {
    if (route.method === 'ALL' || route.path === '/*') continue;
    add({ method: route.method, pattern: route.path, page: false });
  }
  for (const route of ROUTES) add({ method: 'GET', pattern: route.pattern, page: true });
  return out;
}

export const endpointName = (e: Endpoint) => `${e.method} ${e.pattern}`;
