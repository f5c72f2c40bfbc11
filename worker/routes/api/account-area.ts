import { Hono, type Context } from 'hono';
import { is } from 'superstruct';
import { ACCOUNT_API } from '../../../shared/account/account-api';
import { ORDERS_PAGE_SIZE } from '../../../shared/account/account-page-data';
import { AccountFieldError } from '../../commerce/account-area/account-errors';
import { AddressIdSchema, AddressInputSchema, ProfileUpdateSchema } from '../../commerce/account-area/account-schemas';
import type { Shopper } from '../../commerce/customer/shopper';
import type { AppEnv } from '../../env';
import { AppError, BadRequestError, NotFoundError } from '../../errors';
import { jsonBody } from '../commerce-api/json-body';
import { sameOriginOnly } from './newsletter';

/** The signed-in registered shopper, else 401 (guests have no profile, addresses or order history). */
export function registeredShopper(c: Context<AppEnv>): Shopper {
  const shopper = c.var.shopper;
  if (!shopper || shopper.type !== 'registered') throw new AppError(401, 'Please sign in to continue!', 'unauthorized');
  return shopper;
}

/** Runs a handler; field errors answer 400 `{status, message, fieldErrors}`. Always private, never stored. */
export async function personalJson(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  c.header('Cache-Control', 'private, no-store');
  try {
    return await run();
  } catch (error) {
    if (error instanceof AccountFieldError) return c.json({ status: 400, message: error.message, fieldErrors: error.fieldErrors }, 400);
    throw error;
  }
}

/** An address id from the path; an id that cannot exist is simply not found. */
function addressIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('addressId') ?? '';
  if (!is(id, AddressIdSchema)) throw new NotFoundError('Address not found');
  return id;
}

/** A non-negative integer query parameter within bounds, else 400. */
export function intQuery(c: Context<AppEnv>, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new BadRequestError(`${name} must be an integer from ${min} to ${max}`);
  return Number(raw);
}

const base = ACCOUNT_API.profile.replace('/api', '');
const addresses = ACCOUNT_API.addresses.replace('/api', '');
const orders = ACCOUNT_API.orders.replace('/api', '');

/**
 * The account area's endpoints (shared/account/account-api.ts): profile, saved addresses and the
 * order history of the signed-in registered customer. Writes are same-origin only.
 */
export const accountAreaApi = new Hono<AppEnv>()
  .get(base, (c) =>
    personalJson(c, async () => {
      const profile = await c.var.services.accounts.profile(registeredShopper(c).customerId);
      if (!profile) throw new AppError(401, 'Please sign in to continue!', 'unauthorized');
      return c.json(profile);
    }),
  )
  .patch(base, sameOriginOnly, (c) =>
    personalJson(c, async () => {
      const shopper = registeredShopper(c);
      const update = await jsonBody(c, ProfileUpdateSchema);
      return c.json(await c.var.services.accounts.updateProfile(shopper.customerId, update));
    }),
  )
  .get(addresses, (c) => personalJson(c, async () => c.json(await c.var.services.accounts.addresses(registeredShopper(c).customerId))))
  .post(addresses, sameOriginOnly, (c) =>
    personalJson(c, async () => {
      const shopper = registeredShopper(c);
      const input = await jsonBody(c, AddressInputSchema);
      return c.json(await c.var.services.accounts.createAddress(shopper.customerId, input), 201);
    }),
  )
  .put(`${addresses}/:addressId`, sameOriginOnly, (c) =>
    personalJson(c, async () => {
      const shopper = registeredShopper(c);
      const addressId = addressIdOf(c);
      const input = await jsonBody(c, AddressInputSchema);
      return c.json(await c.var.services.accounts.replaceAddress(shopper.customerId, addressId, input));
    }),
  )
  .delete(`${addresses}/:addressId`, sameOriginOnly, (c) =>
    personalJson(c, async () => {
      const shopper = registeredShopper(c);
      await c.var.services.accounts.deleteAddress(shopper.customerId, addressIdOf(c));
      return c.json({ status: 'deleted' });
    }),
  )
  .get(orders, (c) =>
    personalJson(c, async () => {
      const shopper = registeredShopper(c);
      const offset = intQuery(c, 'offset', 0, 0, 100_000);
      const limit = intQuery(c, 'limit', ORDERS_PAGE_SIZE, 1, 50);
      return c.json((await c.var.services.accounts.orders(shopper.customerId, offset, limit)).orders);
    }),
  );
