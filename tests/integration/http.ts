import { exports } from 'cloudflare:workers';

/** Sends a request to the worker under test (no redirects followed). */
export function get(path: string, init: RequestInit & { cf?: Record<string, unknown> } = {}): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }));
}

/** A page request as a browser sends it. */
export function getPage(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return get(path, { headers: { accept: 'text/html', ...headers } });
}
