import { Hono } from 'hono';
import { isVehicleSegment } from '../../../shared/routes/vehicle-url';
import { vehicleFromCookie } from '../../commerce/vehicles/selected-vehicle-fallback';
import { isYearId, parseMakeId } from '../../../shared/vehicles/vehicle-levels';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';

const MAX_ID_LENGTH = 120;

function required(value: string | undefined, name: string, example: string): string {
  if (!value) throw new BadRequestError(`${name} is required (for example ${name}=${example})`);
  if (value.length > MAX_ID_LENGTH) throw new BadRequestError(`${name} is too long`);
  return value.toLowerCase();
}

function modelParam(value: string | undefined, name: string): string {
  const id = required(value, name, '2019-honda-civic');
  if (!isVehicleSegment(id)) throw new BadRequestError(`${name} must look like {year}-{make}-{model}, for example 2019-honda-civic`);
  return id;
}

/**
 * The vehicle catalogue for the selector (document 2 §3): GET /api/vehicles/years, makes?year=,
 * models?make=, configs?model=, model?id= (the base vehicle a URL segment starts with), and
 * selected (the vehicle the selected-vehicle cookie names).
 */
export const vehiclesApi = new Hono<AppEnv>()
  .get('/vehicles/years', async (c) => {
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(await c.var.services.vehicles.years());
  })
  .get('/vehicles/makes', async (c) => {
    const year = required(c.req.query('year'), 'year', '2019');
    if (!isYearId(year)) throw new BadRequestError('year must be a four-digit year, for example year=2019');
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(await c.var.services.vehicles.makes(year));
  })
  .get('/vehicles/models', async (c) => {
    const make = required(c.req.query('make'), 'make', '2019-honda');
    if (!parseMakeId(make)) throw new BadRequestError('make must look like {year}-{make}, for example make=2019-honda');
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(await c.var.services.vehicles.models(make));
  })
  .get('/vehicles/configs', async (c) => {
    const configs = await c.var.services.vehicles.configs(modelParam(c.req.query('model'), 'model'));
    if (!configs) throw new NotFoundError('Unknown vehicle model');
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(configs);
  })
  .get('/vehicles/model', async (c) => {
    const resolved = await c.var.services.vehicles.resolveSegment(modelParam(c.req.query('id'), 'id'));
    if (!resolved) throw new NotFoundError('Unknown vehicle model');
    c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
    return c.json(resolved.vehicle);
  })
  .get('/vehicles/selected', async (c) => {
    // Depends on the shopper's cookie: never shared-cached.
    c.header('Cache-Control', 'private, no-store');
    return c.json(await vehicleFromCookie(c.req.header('cookie'), c.var.services.vehicles));
  });
