/**
 * Which redirect URIs a SLAS client may have codes sent to (decision 264). SLAS redirects only to
 * the URIs registered for a client id; ours are the `SLAS_REDIRECT_URIS` variable, a JSON object
 * of client id → list of URIs. A URI matches a registered one when scheme, host, port and path are
 * the same (the query may differ: SLAS adds code and usid to it anyway). The store's own origin is
 * always allowed (its own pages and tests), and outside production any loopback host is too, so a
 * front end on a developer's machine (the PWA Kit on http://localhost:3000) signs shoppers in
 * without being registered first.
 */

export interface RedirectEnv {
  SLAS_REDIRECT_URIS?: string;
  ENVIRONMENT?: string;
}

export type RedirectClients = Record<string, readonly string[]>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The registered URIs per client id; a malformed variable registers nothing (and says so once per call). */
export function registeredRedirects(env: RedirectEnv): RedirectClients {
  const raw = env.SLAS_REDIRECT_URIS?.trim();
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    const clients: Record<string, string[]> = {};
    for (const [clientId, uris] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(uris)) clients[clientId] = uris.filter((u): u is string => typeof u === 'string');
    }
    return clients;
  } catch (error) {
    console.warn('SLAS_REDIRECT_URIS is not a JSON object of client id to URI lists', error);
    return {};
  }
}

function parse(uri: string): URL | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const endpoint = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * Whether a code may be sent to `redirectUri` for `clientId`: registered for the client, on the
 * store's own origin, or (outside production) on a loopback host. Never a URI with a fragment or
 * credentials, never a scheme other than http(s).
 */
export function isAllowedRedirect(redirectUri: string, input: { clientId: string; apiOrigin: string; production: boolean; clients: RedirectClients }): boolean {
  const url = parse(redirectUri);
  if (!url || url.hash || url.username || url.password) return false;
  if (url.origin === input.apiOrigin) return true;
  if (!input.production && LOOPBACK_HOSTS.has(url.hostname)) return true;
  const registered = input.clients[input.clientId] ?? [];
  return registered.some((entry) => {
    const allowed = parse(entry);
    return allowed !== null && endpoint(allowed) === endpoint(url);
  });
}
