/**
 * Commerce API (SCAPI) writes made with the storefront's session cookie must come from our own
 * pages (decision 260). The commerce API's own credential is a bearer token, which a browser
 * never attaches by itself; the cookie is, so a cross-site page could otherwise change a
 * shopper's basket, addresses or lists through these paths. A write that carries the session
 * cookie and no bearer token gets the storefront's same-origin rule (as `/api/*` does); bearer
 * calls and anonymous calls are unchanged.
 */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { AppError } from '../errors';
import { CROSS_SITE_MESSAGE, isSameOrigin } from './same-origin';
import { SESSION_COOKIE } from './shopper-session';

/** Every commerce API path: /{family}/{api}/v{n}/organizations/{org}/… (the spec's call tables). */
export const COMMERCE_API_PATH = /^\/[^/]+\/[^/]+\/v\d+\/organizations\//;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const commerceApiCookieWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!READ_METHODS.has(c.req.method) && COMMERCE_API_PATH.test(c.req.path)) {
    const bearer = c.req.header('authorization')?.startsWith('Bearer ') ?? false;
    if (!bearer && getCookie(c, SESSION_COOKIE) !== undefined && !isSameOrigin(c)) throw new AppError(403, CROSS_SITE_MESSAGE, 'forbidden');
  }
  await next();
});
