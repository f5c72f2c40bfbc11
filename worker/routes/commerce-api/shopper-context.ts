/**
 * Shopper Context (SCAPI) at /shopper/shopper-context/v1/organizations/{org}/shopper-context/{usid},
 * minimal but valid (decision 269): our prices and promotions take no context qualifiers, so a
 * context is checked and answered but not kept: GET answers an empty context, PUT answers 201 (no
 * body, as SCAPI's), PATCH echoes the accepted context, DELETE answers 204. Every call needs a
 * shopper token, as SCAPI's do.
 */
import { Hono, type Context } from 'hono';
import { array, nullable, optional, record, size, string, type } from 'superstruct';
import type { AppEnv } from '../../env';
import { AppError, BadRequestError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';

const Qualifiers = optional(record(size(string(), 1, 100), nullable(size(string(), 0, 500))));

const ShopperContextSchema = type({
  effectiveDateTime: optional(nullable(size(string(), 0, 40))),
  sourceCode: optional(nullable(size(string(), 0, 100))),
  customerGroupIds: optional(size(array(size(string(), 1, 100)), 0, 50)),
  customQualifiers: Qualifiers,
  assignmentQualifiers: Qualifiers,
  clientIp: optional(size(string(), 0, 45)),
  geoLocation: optional(type({})),
  couponCodes: optional(size(array(size(string(), 1, 100)), 0, 50)),
});

const PATH = '/organizations/:org/shopper-context/:usid';

function checked(c: Context<AppEnv>): void {
  commerceScope(c);
  if (!c.var.shopper) throw new AppError(401, 'An access token is required', 'unauthorized');
  if (!/^[A-Za-z0-9-]{1,100}$/.test(c.req.param('usid') ?? '')) throw new BadRequestError('usid must be letters, digits and dashes');
  c.header('Cache-Control', 'private, no-store');
}

export const shopperContextApi = new Hono<AppEnv>()
  .get(PATH, (c) => {
    checked(c);
    return c.json({});
  })
  .put(PATH, async (c) => {
    checked(c);
    await jsonBody(c, ShopperContextSchema);
    return c.body(null, 201);
  })
  .patch(PATH, async (c) => {
    checked(c);
    return c.json(await jsonBody(c, ShopperContextSchema));
  })
  .delete(PATH, (c) => {
    checked(c);
    return c.body(null, 204);
  });
