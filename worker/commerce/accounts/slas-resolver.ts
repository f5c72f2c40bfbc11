/**
 * Bearer SLAS access tokens → the shopper (the `ShopperResolver` seam of shopper-session): a valid
 * token whose family is still live. Anything else presented as a JWT is a 401: expired, tampered,
 * of another audience, or of a revoked family (logout, refresh-token reuse, password change).
 */
import type { Context } from 'hono';
import { SITES_CONFIG } from '../../../shared/sites/config';
import { findSite, resolveLocation } from '../../../shared/sites/resolve';
import { findFamily } from '../../data/repos/slas-repo';
import type { AppEnv } from '../../env';
import { AppError } from '../../errors';
import type { Shopper } from '../customer/shopper';
import { audienceOf, jwtSecretOf, verifyAccessToken, type JwtEnv } from './slas-jwt';
import { familyEndsAt } from './slas-lifetime';

export const SLAS_SESSION_PREFIX = 'slas:';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired access token';
export const OTHER_SITE_TOKEN_MESSAGE = 'This access token was issued for another site';

/**
 * The site a request acts on: the commerce API's `siteId`, or the storefront API's site (prefix or
 * `?site=`). Null when the request names no known site (its route answers that 400 itself).
 */
function requestSiteId(c: Context<AppEnv>): string | null {
  const siteId = c.req.query('siteId');
  if (siteId !== undefined) return findSite(SITES_CONFIG, siteId)?.id === siteId ? siteId : null;
  return new URL(c.req.url).pathname.startsWith('/api/') ? resolveLocation(c.req.url).site.id : null;
}

export async function resolveSlasBearer(c: Context<AppEnv>, token: string): Promise<Shopper> {
  const env = c.env as unknown as JwtEnv;
  const claims = await verifyAccessToken(token, jwtSecretOf(env), audienceOf(env));
  const family = claims ? await findFamily(c.env.DB, claims.fam) : null;
  const live = family && family.revoked_at === null && family.site_id !== '' && familyEndsAt({ createdAt: family.created_at, type: family.customer_type }) > Date.now();
  if (!claims || !family || !live || family.customer_id !== claims.cid) throw new AppError(401, INVALID_TOKEN_MESSAGE, 'unauthorized');
  // A token is good on the site it was issued for only (decision 258).
  const site = requestSiteId(c);
  if (site !== null && site !== family.site_id) throw new AppError(403, OTHER_SITE_TOKEN_MESSAGE, 'forbidden');
  return { customerId: family.customer_id, sessionId: `${SLAS_SESSION_PREFIX}${family.family_id}`, type: family.customer_type, email: family.email };
}
