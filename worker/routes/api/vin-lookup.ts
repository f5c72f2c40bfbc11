import { Hono, type Context } from 'hono';
import { object, string } from 'superstruct';
import { VIN_ERROR_MESSAGES, type VinLookupErrorBody } from '../../../shared/vehicles/vin-lookup';
import { createVinService, VinLookupFailure } from '../../commerce/vehicles/vin-service';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { embeddedVinDecoder } from '../../integrations/vin-decoder/embedded-vpic-decoder';
import { sameOriginOnly } from '../../middleware/same-origin';
import { rateLimit } from '../../middleware/rate-limit';
import { readJsonBody } from '../json-request';

/** VIN lookups allowed per client IP and minute: the plate lookup's allowance, counted apart. */
export const VIN_LOOKUPS_PER_MINUTE = 10;

/** Longest text read as a VIN: 17 characters plus the spaces and dashes people type between groups. */
const MAX_VIN_TEXT = 40;

const VinRequest = object({ vin: string() });

// One decoder per isolate: its tables load on the first lookup and stay for the next ones.
const decoder = embeddedVinDecoder();

async function readVinText(c: Context<AppEnv>): Promise<string> {
  const [error, value] = VinRequest.validate(await readJsonBody(c.req.raw));
  if (error) throw new BadRequestError('Send a JSON body {vin} with the VIN as a string');
  if (value.vin.length > MAX_VIN_TEXT) throw new VinLookupFailure('length');
  return value.vin;
}

/**
 * POST /api/vehicles/vin {vin} → the vehicle the VIN names in our catalogue, and the first level
 * it leaves undecided (issue 30). Errors answer {status, code, message} with the code the
 * storefront words per locale. Same-origin only, rate limited per IP like the plate lookup.
 */
export const vinLookupApi = new Hono<AppEnv>().post(
  '/vehicles/vin',
  sameOriginOnly,
  rateLimit({ name: 'vin-lookup', limit: VIN_LOOKUPS_PER_MINUTE, windowSeconds: 60 }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const text = await readVinText(c);
      return c.json(await createVinService(c.var.services.vehicles, decoder).lookup(text));
    } catch (error) {
      if (!(error instanceof VinLookupFailure)) throw error;
      const body: VinLookupErrorBody = { status: error.status, code: error.reason, message: VIN_ERROR_MESSAGES[error.reason] };
      return c.json(body, error.status);
    }
  },
);
