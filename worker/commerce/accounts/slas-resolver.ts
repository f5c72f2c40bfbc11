/**
 * Bearer SLAS access tokens → the shopper (the `ShopperResolver` seam of shopper-session): a valid
 * token whose family is still live. Anything else presented as a JWT is a 401: expired, tampered,
 * of another audience, or of a revoked family (logout, refresh-token reuse, password change).
 */
import type { Context } from 'hono';
import { findFamily } from '../../data/repos/slas-repo';
import type { AppEnv } from '../../env';
import { AppError } from '../../errors';
import type { Shopper } from '../customer/shopper';
import { audienceOf, jwtSecretOf, verifyAccessToken, type JwtEnv } from './slas-jwt';

export const SLAS_SESSION_PREFIX = 'slas:';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired access token';

export async function resolveSlasBearer(c: Context<AppEnv>, token: string): Promise<Shopper> {
  const env = c.env as unknown as JwtEnv;
  const claims = await verifyAccessToken(token, jwtSecretOf(env), audienceOf(env));
  const family = claims ? await findFamily(c.env.DB, claims.fam) : null;
  if (!claims || !family || family.revoked_at !== null || family.customer_id !== claims.cid) throw new AppError(401, INVALID_TOKEN_MESSAGE, 'unauthorized');
  return { customerId: family.customer_id, sessionId: `${SLAS_SESSION_PREFIX}${family.family_id}`, type: family.customer_type, email: family.email };
}
