/**
 * Where /login?next= may send the shopper after sign-in: only a prefix-free path of this store.
 * Anything else (another host, a scheme, `//host`, back-slashes, control characters, a site or
 * locale prefix, the auth pages themselves) is refused, so the login page is never an open redirect.
 */
import { resolveLocation } from '../sites/resolve';

const MAX_NEXT_LENGTH = 512;
/** Paths that would loop back into sign-in. */
const AUTH_PATHS = new Set(['/login', '/registration', '/reset-password']);

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_NEXT_LENGTH) return null;
  // One leading slash, then no second slash or back-slash: `//evil` and `/\evil` name a host.
  if (!/^\/(?![/\\])/.test(raw)) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://localhost');
  } catch {
    return null;
  }
  if (url.origin !== 'http://localhost') return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  // A prefixed path (/fr/account, /ca/cart) would get the prefix twice: prefix-free only.
  if (resolveLocation(url.pathname).path !== url.pathname) return null;
  if (AUTH_PATHS.has(path)) return null;
  return url.pathname + url.search + url.hash;
}
