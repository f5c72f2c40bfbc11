/** Query parsing shared by the product-search endpoints: every bad value is a 400 with a message. */
import type { Context } from 'hono';
import { isVehicleSegment } from '../../../shared/routes/vehicle-url';
import { ListingQueryError, parseRefineParams } from '../../../shared/search/refine-url';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from '../../../shared/search/search-constants';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';

/** A whole-number query parameter within bounds, or the fallback when absent. */
export function intParam(c: Context<AppEnv>, name: string, min: number, max: number, fallback: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new BadRequestError(`${name} must be a whole number from ${min} to ${max}`);
  return Number(raw);
}

/** Free text (trimmed), bounded in length. */
export function textParam(c: Context<AppEnv>, name: string): string | undefined {
  const value = c.req.query(name)?.trim();
  if (value && value.length > MAX_QUERY_LENGTH) throw new BadRequestError(`${name} must be at most ${MAX_QUERY_LENGTH} characters`);
  return value || undefined;
}

/** Repeated refine groups (attr=v1|v2) with attribute aliases applied. */
export function refineParam(c: Context<AppEnv>, name: string, aliases: Record<string, string> = {}): Record<string, string[]> {
  try {
    const parsed = parseRefineParams(c.req.queries(name) ?? []);
    const out: Record<string, string[]> = {};
    for (const [attribute, values] of Object.entries(parsed)) {
      const id = aliases[attribute] ?? attribute;
      out[id] = [...new Set([...(out[id] ?? []), ...values])];
    }
    return out;
  } catch (error) {
    if (error instanceof ListingQueryError) throw new BadRequestError(error.message.replace(/^refine/, name));
    throw error;
  }
}

/** A vehicle model id parameter ({year}-{make}-{model}). */
export function vehicleParam(c: Context<AppEnv>, name: string): string | undefined {
  const value = c.req.query(name)?.trim().toLowerCase();
  if (!value) return undefined;
  if (!isVehicleSegment(value) || value.length > 80) throw new BadRequestError(`${name} must be a vehicle model id such as 2019-honda-civic`);
  return value;
}

/** A category id parameter. */
export function categoryParam(c: Context<AppEnv>, name: string): string | undefined {
  const value = c.req.query(name)?.trim();
  if (!value) return undefined;
  if (!/^[a-z0-9][a-z0-9-]{0,80}$/i.test(value)) throw new BadRequestError(`${name} must be a category id`);
  return value;
}

/** A true/false flag parameter. */
export function flagParam(c: Context<AppEnv>, name: string): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new BadRequestError(`${name} must be true or false`);
}

export const OFFSET_LIMIT = { maxOffset: MAX_OFFSET, maxLimit: MAX_PAGE_SIZE, defaultLimit: DEFAULT_PAGE_SIZE } as const;

/** Attribute names the custom calls use for the standard refinements (c_refine=isDeal=true). */
export const CUSTOM_REFINE_ALIASES: Record<string, string> = {
  isDeal: 'c_isDeal',
  refinementColor: 'c_refinementColor',
  size: 'c_size',
  position: 'c_position',
};
