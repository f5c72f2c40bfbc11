import { Hono, type Context } from 'hono';
import { is } from 'superstruct';
import type { CustomerAddress, CustomerProfile } from '../../../shared/account/account-api';
import { AddressIdSchema, ProfileUpdateSchema, ScapiAddressPatchSchema, ScapiAddressSchema } from '../../commerce/account-area/account-schemas';
import type { Shopper } from '../../commerce/customer/shopper';
import type { AppEnv } from '../../env';
import { AppError, NotFoundError } from '../../errors';
import { intQuery, personalJson } from '../api/account-area';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';
import { basketCheckout, scapiBasket } from './scapi/basket-response';
import { toScapiOrder } from './scapi/order-shape';
import { scapiText } from './scapi/scapi-text';

const FORBIDDEN = 'Access to this customer is not allowed';

/**
 * The caller, when the path's customer is the caller (or "me"). No credential → 401; anyone
 * else's id → 403 with the same message whether or not that customer exists (nothing leaks).
 */
function ownCustomer(c: Context<AppEnv>, registeredOnly = true): Shopper {
  const shopper = c.var.shopper;
  if (!shopper) throw new AppError(401, 'Unauthorized', 'unauthorized');
  const id = c.req.param('customerId');
  if (id !== 'me' && id !== shopper.customerId) throw new AppError(403, FORBIDDEN, 'forbidden');
  if (registeredOnly && shopper.type !== 'registered') throw new AppError(403, FORBIDDEN, 'forbidden');
  return shopper;
}

/** SCAPI CustomerAddress: absent optional fields are left out rather than null. */
function scapiAddress(address: CustomerAddress) {
  const { address2, phone, ...rest } = address;
  return { ...rest, ...(address2 ? { address2 } : {}), ...(phone ? { phone } : {}) };
}

/** SCAPI Customer of a registered profile (with c_vehicleDetails and this site's c_selectedStore). */
function scapiCustomer(profile: CustomerProfile, addresses: CustomerAddress[]) {
  return {
    customerId: profile.customerId,
    customerNo: profile.customerNo,
    authType: 'registered',
    login: profile.email,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...(profile.preferredLocale ? { preferredLocale: profile.preferredLocale } : {}),
    c_vehicleDetails: profile.c_vehicleDetails,
    c_selectedStore: profile.c_selectedStore,
    addresses: addresses.map(scapiAddress),
  };
}

function addressName(c: Context<AppEnv>): string {
  const name = c.req.param('addressName') ?? '';
  if (!is(name, AddressIdSchema)) throw new NotFoundError('Address not found');
  return name;
}

const CUSTOMER = '/organizations/:org/customers/:customerId';

/**
 * Shopper Customers (commerce-sdk-isomorphic 5.6 shapes) for the signed-in shopper's own record:
 * getCustomer, updateCustomer, the address book, getCustomerBaskets and getCustomerOrders.
 */
export const shopperCustomersAccountApi = new Hono<AppEnv>()
  .get(CUSTOMER, (c) =>
    personalJson(c, async () => {
      const { services } = commerceScope(c);
      const shopper = ownCustomer(c);
      const [profile, addresses] = await Promise.all([services.accounts.profile(shopper.customerId), services.accounts.addresses(shopper.customerId)]);
      if (!profile) throw new AppError(403, FORBIDDEN, 'forbidden');
      return c.json(scapiCustomer(profile, addresses));
    }),
  )
  .patch(CUSTOMER, (c) =>
    personalJson(c, async () => {
      const { services } = commerceScope(c);
      const shopper = ownCustomer(c);
      const update = await jsonBody(c, ProfileUpdateSchema);
      const profile = await services.accounts.updateProfile(shopper.customerId, update);
      return c.json(scapiCustomer(profile, await services.accounts.addresses(shopper.customerId)));
    }),
  )
  .get(`${CUSTOMER}/addresses`, (c) =>
    personalJson(c, async () => {
      const { services } = commerceScope(c);
      const shopper = ownCustomer(c);
      return c.json((await services.accounts.addresses(shopper.customerId)).map(scapiAddress));
    }),
  )
  .post(`${CUSTOMER}/addresses`, (c) =>
    personalJson(c, async () => {
      const { services } = commerceScope(c);
      const shopper = ownCustomer(c);
      const body = await jsonBody(c, ScapiAddressSchema);
      return c.json(scapiAddress(await services.accounts.createAddress(shopper.customerId, body)), 200);
    }),
  )
  .get(`${CUSTOMER}/addresses/:addressName`, (c) =>
    personalJson(c, async () => {
      const { services } = commerceScope(c);
      const shopper = ownCustomer(c);
      return c.json(scapiAddress(await services.accounts.address(shopper.customerId, addressName(c))));
    }),
  )
  .patch(`${CUSTOMER}/addresses/:addressName`, (c) =>
    personalJson(c, async () => {
      const { services } = commerceScope(c);
      const shopper = ownCustomer(c);
      const name = addressName(c);
      const body = await jsonBody(c, ScapiAddressPatchSchema);
      return c.json(scapiAddress(await services.accounts.patchAddress(shopper.customerId, name, body)));
    }),
  )
  .delete(`${CUSTOMER}/addresses/:addressName`, (c) =>
    personalJson(c, async () => {
      const { services } = commerceScope(c);
      const shopper = ownCustomer(c);
      await services.accounts.deleteAddress(shopper.customerId, addressName(c));
      return c.body(null, 204);
    }),
  )
  // Baskets belong to guests too: only the caller's own id is required.
  .get(`${CUSTOMER}/baskets`, (c) =>
    personalJson(c, async () => {
      const scope = commerceScope(c);
      const shopper = ownCustomer(c, false);
      const basket = await scope.services.baskets.current(shopper);
      return c.json({ baskets: basket ? [await scapiBasket(c, scope, basket)] : [], total: basket ? 1 : 0 });
    }),
  )
  .get(`${CUSTOMER}/orders`, (c) =>
    personalJson(c, async () => {
      const { services, locale } = commerceScope(c);
      const shopper = ownCustomer(c);
      const offset = intQuery(c, 'offset', 0, 0, 100_000);
      const limit = intQuery(c, 'limit', 10, 1, 200);
      const page = await services.accounts.orders(shopper.customerId, offset, limit);
      const cards = await basketCheckout(c).orderCards(page.orders.map((o) => o.orderNo));
      const t = scapiText(locale.id);
      const data = page.orders.map((order) => toScapiOrder(order, t, cards.get(order.orderNo) ?? null));
      return c.json({ data, limit: page.limit, offset: page.offset, total: page.total });
    }),
  );
