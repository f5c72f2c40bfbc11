import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { BadRequestError } from '../../errors';
import { commerceScope } from './commerce-scope';

const MAX_PARAM_LENGTH = 120;

function optionalParam(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length > MAX_PARAM_LENGTH) throw new BadRequestError(`${name} is too long`);
  return value;
}

/**
 * GET /custom/ymm-check/v1/organizations/{org}/ymm-check?c_productId=&c_vehicleID=&siteId=
 * (document 1 §7, document 2 §7) → {isCompatible, qualifiersMatch}. A missing product id or vehicle
 * is an answer (not compatible), not an error. Optional c_submodel and c_engine refine qualifiersMatch.
 */
export const ymmCheckApi = new Hono<AppEnv>().get('/organizations/:org/ymm-check', async (c) => {
  const { services } = commerceScope(c);
  const productId = optionalParam(c.req.query('c_productId'), 'c_productId');
  const vehicleId = optionalParam(c.req.query('c_vehicleID'), 'c_vehicleID');
  const submodel = optionalParam(c.req.query('c_submodel'), 'c_submodel');
  const engine = optionalParam(c.req.query('c_engine'), 'c_engine');
  const result = await services.fitment.checkFit(productId, vehicleId ? { modelId: vehicleId, submodel, engine } : null);
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json(result);
});
