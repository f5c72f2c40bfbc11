/**
 * Any path under a Shopper API or SLAS prefix is an API call (decision 269): one no route answers
 * gets SCAPI's JSON error `{type, title, detail}` with a 404, never the storefront's unknown-page
 * redirect, whose HTML a client would fail to parse.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';

/** /{family}/shopper-{api}/v{n}/…, /shopper/auth/v{n}/… and the custom APIs /custom/{api}/v{n}/…. */
export const SCAPI_PATH = /^\/(?:(?:checkout|configuration|customer|experience|pricing|product|search|shopper|site|store)\/shopper-[a-z-]+|shopper\/auth|custom\/[a-z0-9-]+)\/v\d+(?:\/|$)/;

export const SCAPI_NOT_FOUND_TYPE = 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/not-found';

/** Mounted after every API route: answers what they left, passes everything else on. */
export const scapiNotFound = createMiddleware<AppEnv>(async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (!SCAPI_PATH.test(path)) return next();
  c.header('Cache-Control', 'no-store');
  return c.json({ type: SCAPI_NOT_FOUND_TYPE, title: 'Not Found', detail: `No API operation answers ${c.req.method} ${path.slice(0, 200)}` }, 404);
});
