import { Hono, type Context } from 'hono';
import { enums, object, pattern, size, string, type Infer } from 'superstruct';
import { US_STATE_CODES } from '../../../shared/vehicles/us-states';
import { fixturePlateLookup } from '../../commerce/vehicles/plate-lookup';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { sameOriginOnly } from '../../middleware/same-origin';
import { rateLimit } from '../../middleware/rate-limit';
import { readJsonBody } from '../json-request';

/** Plate lookups allowed per client IP and minute (DESIGN §4: plate lookup is rate limited). */
export const PLATE_LOOKUPS_PER_MINUTE = 10;

const PlateRequest = object({
  licensePlate: size(pattern(string(), /^[A-Za-z0-9][A-Za-z0-9 -]*$/), 1, 10),
  state: enums(US_STATE_CODES),
});
export type PlateRequest = Infer<typeof PlateRequest>;

async function readBody(c: Context<AppEnv>): Promise<PlateRequest> {
  const body = await readJsonBody(c.req.raw);
  const [error, value] = PlateRequest.validate(body);
  if (error) {
    const field = error.path[0];
    if (field === 'state') throw new BadRequestError('state must be a two-letter US state code');
    if (field === 'licensePlate') throw new BadRequestError('licensePlate must be 1 to 10 letters, digits, spaces or dashes');
    throw new BadRequestError('Send a JSON body {licensePlate, state}');
  }
  return value;
}

/**
 * POST /vin {licensePlate, state} → {responseRecords: [{vehicles: [{modelYear, makeCode, modelDesc}]}]}
 * (document 2 §7), answered from the plate fixture table; same-origin only, rate limited per IP.
 */
export const vinApi = new Hono<AppEnv>().post(
  '/vin',
  sameOriginOnly,
  rateLimit({ name: 'plate-lookup', limit: PLATE_LOOKUPS_PER_MINUTE, windowSeconds: 60 }),
  async (c) => {
    const query = await readBody(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await fixturePlateLookup(c.env.DB).lookup(query));
  },
);
