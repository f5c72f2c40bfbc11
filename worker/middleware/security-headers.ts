import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { tagOrigins } from '../../shared/analytics/third-party';
import type { AppEnv } from '../env';
import { tagSlotsOf } from '../integrations/tags/tag-config';

/**
 * DESIGN §4 headers on every response: HSTS, nonce-based CSP, nosniff, referrer policy, no framing.
 * 'strict-dynamic' lets the nonce'd entry load its own lazy chunks; style attributes stay allowed
 * because the accessible components position popovers with inline styles. Configured third-party
 * slots (decision 184) add their origins, so their scripts, beacons, frames and styles load; with
 * none configured the policy is our origin only.
 */
function csp(origins: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    // The origins are for browsers without 'strict-dynamic'; others trust what the nonce'd loader adds.
    scriptSrc: [NONCE, "'strict-dynamic'", ...origins],
    styleSrc: ["'self'", ...origins],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...origins],
    fontSrc: ["'self'", ...origins],
    connectSrc: ["'self'", ...origins],
    ...(origins.length ? { frameSrc: ["'self'", ...origins] } : {}),
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
  };
}

function pageHeaders(origins: readonly string[]) {
  return secureHeaders({
    strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
    contentSecurityPolicy: { ...csp(origins), frameAncestors: ["'none'"] },
  });
}

/** Hosted payment fields are framed by our own checkout page, so they may be framed by the same origin only. */
const framedByOwnOriginHeaders = secureHeaders({
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'SAMEORIGIN',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  contentSecurityPolicy: { ...csp([]), frameAncestors: ["'self'"] },
});

/** Paths that are framed by our own pages (the payment provider's hosted fields). */
export const FRAMEABLE_PATH_PREFIX = '/test-pay/fields';

// One middleware per distinct origin set (the variables are fixed per deployment).
const byOrigins = new Map<string, MiddlewareHandler>();
function headersFor(origins: readonly string[]): MiddlewareHandler {
  const key = origins.join(' ');
  let handler = byOrigins.get(key);
  if (!handler) byOrigins.set(key, (handler = pageHeaders(origins)));
  return handler;
}

/** Sets a header on the answer, copying a response whose headers are immutable (a passed-through fetch). */
function setHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/** Catalog images: other front ends on the Shopper APIs (a PWA Kit storefront) show them from their own origin. */
export const SHARED_IMAGES_PREFIX = '/images/';

/**
 * HTML here carries this response's CSP nonce, so no shared cache may keep it (decision 277): a
 * header that would let one (`public`, `s-maxage`) becomes private with the browser's own max-age.
 * Pages set private headers themselves; this is the one place every HTML response passes.
 */
export function nonceSafeCacheControl(header: string | null): string | null {
  if (!header || !/\b(public|s-maxage)\b/i.test(header) || /\bno-store\b/i.test(header)) return header;
  const kept = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^(public|private|s-maxage=\d+|proxy-revalidate)$/i.test(part));
  return ['private', ...kept].join(', ');
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (path.startsWith(FRAMEABLE_PATH_PREFIX)) return framedByOwnOriginHeaders(c, next);
  await headersFor(tagOrigins(tagSlotsOf(c.env)))(c, next);
  if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
    const cacheControl = c.res.headers.get('cache-control');
    const safe = nonceSafeCacheControl(cacheControl);
    if (safe !== cacheControl && safe) setHeader(c, 'Cache-Control', safe);
  }
  // The API answers absolute image links (DESIGN §6); same-origin CORP would block them elsewhere (decision 269).
  if (path.startsWith(SHARED_IMAGES_PREFIX) && c.res.ok) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
});
