import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env';

/**
 * DESIGN §4 headers on every response: HSTS, nonce-based CSP, nosniff, referrer policy, no framing.
 * 'strict-dynamic' lets the nonce'd entry load its own lazy chunks; style attributes stay allowed
 * because the accessible components position popovers with inline styles.
 */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: [NONCE, "'strict-dynamic'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
};

const pageHeaders = secureHeaders({
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
  contentSecurityPolicy: { ...CSP, frameAncestors: ["'none'"] },
});

/** Hosted payment fields are framed by our own checkout page, so they may be framed by the same origin only. */
const framedByOwnOriginHeaders = secureHeaders({
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'SAMEORIGIN',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  contentSecurityPolicy: { ...CSP, frameAncestors: ["'self'"] },
});

/** Paths that are framed by our own pages (the payment provider's hosted fields). */
export const FRAMEABLE_PATH_PREFIX = '/test-pay/fields';

export const securityHeaders = createMiddleware<AppEnv>((c, next) =>
  new URL(c.req.url).pathname.startsWith(FRAMEABLE_PATH_PREFIX) ? framedByOwnOriginHeaders(c, next) : pageHeaders(c, next),
);
