import type { AddressInput, CustomerAddress, CustomerProfile, LocaleId, ProfileUpdate } from '../../../shared/account/account-api';
import { cleanAccountAddress, validateAccountAddress, type AccountAddressFields } from '../../../shared/account/account-address';
import type { OrdersPage, WishlistEntry } from '../../../shared/account/account-page-data';
import { cleanName, nameProblem } from '../../../shared/account/profile-rules';
import { componentHref } from '../../../shared/product/product-urls';
import type { SiteConfig } from '../../../shared/sites/config';
import { readAccount, updateNamesStatement, type ProfileRow } from '../../data/repos/account-profile-repo';
import { listWishlistItems } from '../../data/repos/account-wishlist-repo';
import {
  clearPreferredStatement, countAddresses, deleteAddress, findAddress, insertAddressStatement, listAddresses, updateAddressStatement,
  type AddressRow, type AddressValues,
} from '../../data/repos/customer-addresses-repo';
import { listCustomerOrders } from '../../data/repos/customer-orders-repo';
import { garageTextStatement, selectedStoreStatement } from '../../data/repos/customer-prefs-repo';
import { getHitData } from '../../data/repos/products-repo';
import { AppError, NotFoundError } from '../../errors';
import { shapeOrder } from '../orders/shape-order';
import { withPickupReadyTimes, type StoresById } from '../orders/pickup-ready-times';
import { shapeHits } from '../search/shape-hits';
import { AccountFieldError } from './account-errors';
import { shopperFromCookie } from './cookie-shopper';

/** A customer keeps at most this many addresses (decision 162). */
export const MAX_ADDRESSES = 20;

/** English texts of the name rules (document 1 §5), as the API's message; the form shows its own locale's. */
const NAME_MESSAGES: Record<string, Record<string, string>> = {
  firstName: {
    required: 'Please enter your first name.',
    tooShort: 'First Name must be at least 2 characters.',
    tooLong: 'First Name cannot exceed 50 characters.',
    invalid: 'Please enter a valid first name.',
  },
  lastName: {
    required: 'Please enter your last name.',
    tooShort: 'Last Name must be at least 2 characters.',
    tooLong: 'Last Name cannot exceed 50 characters.',
    invalid: 'Please enter a valid last name.',
  },
};

const ADDRESS_MESSAGES: Record<string, string> = {
  required: 'Please fill in the required fields.',
  tooLong: 'A field is too long.',
  stateNotAllowed: 'This state or province is not available on this site.',
  postalFormat: 'Please enter a valid postal or ZIP code.',
  postalProvince: 'The postal code does not match the province.',
  phone: 'Please enter a valid phone number.',
  country: 'This country is not available on this site.',
};

export interface AccountServiceDeps {
  db: D1Database;
  site: SiteConfig;
  lang: string;
  /** Whether a store id is one of the site country's stores (c_selectedStore). */
  isSiteStore(storeId: string): Promise<boolean>;
  /** Pickup stores, for the ready time of pickup orders; without it orders carry none. */
  storesById?: StoresById;
  now?: () => number;
}

function toProfile(row: ProfileRow): CustomerProfile {
  return {
    customerId: row.customer_id,
    customerNo: row.customer_no,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredLocale: (row.preferred_locale as LocaleId | null) ?? null,
    c_vehicleDetails: row.vehicle_details,
    c_selectedStore: row.selected_store,
  };
}

export function toAddress(row: AddressRow): CustomerAddress {
  return {
    addressId: row.address_id,
    firstName: row.first_name,
    lastName: row.last_name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    countryCode: row.country_code,
    stateCode: row.state_code,
    postalCode: row.postal_code,
    phone: row.phone,
    preferred: row.preferred === 1,
  };
}

function newAddressId(): string {
  return `addr-${[...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The profile, addresses, orders and wish list of a registered customer (document 1 §3 Customer). */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, site } = deps;
  const now = deps.now ?? Date.now;

  async function profile(customerId: string): Promise<CustomerProfile | null> {
    const row = await readAccount(db, customerId, site.id);
    return row ? toProfile(row) : null;
  }

  /** Validated, cleaned values of an address for this site; a 400 with field errors otherwise. */
  function addressValues(input: AccountAddressFields & { preferred?: boolean }): AddressValues {
    const errors = validateAccountAddress(input, site.l10n.country);
    const fields = Object.keys(errors);
    if (fields.length) {
      const first = errors[fields[0] as keyof typeof errors]!;
      throw new AccountFieldError(ADDRESS_MESSAGES[first] ?? 'Invalid address', errors as Record<string, string>);
    }
    const clean = cleanAccountAddress(input);
    return { ...clean, address2: clean.address2 ?? null, phone: clean.phone ?? null, preferred: input.preferred === true };
  }

  async function saveAddress(customerId: string, addressId: string, values: AddressValues, exists: boolean): Promise<CustomerAddress> {
    const write = exists ? updateAddressStatement(db, customerId, addressId, values, now()) : insertAddressStatement(db, customerId, addressId, values, now());
    // One preferred address at most: the others lose the flag in the same batch.
    await db.batch(values.preferred ? [clearPreferredStatement(db, customerId, addressId), write] : [write]);
    return { addressId, ...values };
  }

  return {
    profile,

    /** The shopper of a page request's Cookie header (page loaders), or null. */
    shopperFromCookie: (cookieHeader: string | null) => shopperFromCookie(db, cookieHeader),

    /**
     * Names (document 1 §5 rules), preferred locale, garage (c_vehicleDetails) and this site's
     * selected store (c_selectedStore), written in one batch once everything is valid.
     */
    async updateProfile(customerId: string, update: ProfileUpdate): Promise<CustomerProfile> {
      const current = await readAccount(db, customerId, site.id);
      if (!current) throw new AppError(401, 'Please sign in to continue!', 'unauthorized');
      const fieldErrors: Record<string, string> = {};
      for (const field of ['firstName', 'lastName'] as const) {
        const value = update[field];
        if (value === undefined) continue;
        const problem = nameProblem(value, field);
        if (problem) fieldErrors[field] = problem;
      }
      const failed = Object.entries(fieldErrors)[0];
      if (failed) throw new AccountFieldError(NAME_MESSAGES[failed[0]]![failed[1]]!, fieldErrors);
      if (update.c_selectedStore && !(await deps.isSiteStore(update.c_selectedStore))) {
        throw new AccountFieldError('Unknown store', { c_selectedStore: 'unknownStore' });
      }
      const at = now();
      const statements: D1PreparedStatement[] = [];
      if (update.firstName !== undefined || update.lastName !== undefined || update.preferredLocale !== undefined) {
        statements.push(
          updateNamesStatement(db, customerId, {
            firstName: update.firstName === undefined ? null : cleanName(update.firstName),
            lastName: update.lastName === undefined ? null : cleanName(update.lastName),
            setLocale: update.preferredLocale !== undefined,
            preferredLocale: update.preferredLocale ?? null,
          }, at),
        );
      }
      if (update.c_vehicleDetails !== undefined) statements.push(garageTextStatement(db, customerId, update.c_vehicleDetails, at));
      if (update.c_selectedStore !== undefined) statements.push(selectedStoreStatement(db, customerId, site.id, update.c_selectedStore, at));
      if (statements.length) await db.batch(statements);
      return (await profile(customerId))!;
    },

    async addresses(customerId: string): Promise<CustomerAddress[]> {
      return (await listAddresses(db, customerId)).map(toAddress);
    },

    async address(customerId: string, addressId: string): Promise<CustomerAddress> {
      const row = await findAddress(db, customerId, addressId);
      if (!row) throw new NotFoundError('Address not found');
      return toAddress(row);
    },

    /** A new address; its id is the given name (SCAPI addressId) or a generated one. */
    async createAddress(customerId: string, input: AddressInput | (AccountAddressFields & { addressId?: string; preferred?: boolean })): Promise<CustomerAddress> {
      const values = addressValues(input);
      const addressId = input.addressId?.trim() || newAddressId();
      if (await findAddress(db, customerId, addressId)) throw new AppError(409, 'An address with this name already exists', 'conflict');
      if ((await countAddresses(db, customerId)) >= MAX_ADDRESSES) throw new AppError(400, `At most ${MAX_ADDRESSES} addresses can be saved`, 'bad_request');
      return saveAddress(customerId, addressId, values, false);
    },

    /** Replaces an address (the path's id wins over any id in the body). */
    async replaceAddress(customerId: string, addressId: string, input: AccountAddressFields & { preferred?: boolean }): Promise<CustomerAddress> {
      if (!(await findAddress(db, customerId, addressId))) throw new NotFoundError('Address not found');
      return saveAddress(customerId, addressId, addressValues(input), true);
    },

    /** Changes some fields of an address (Shopper Customers updateCustomerAddress); the result is validated whole. */
    async patchAddress(customerId: string, addressId: string, patch: Partial<AccountAddressFields> & { preferred?: boolean }): Promise<CustomerAddress> {
      const row = await findAddress(db, customerId, addressId);
      if (!row) throw new NotFoundError('Address not found');
      const current = toAddress(row);
      const merged = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
      return saveAddress(customerId, addressId, addressValues(merged), true);
    },

    async deleteAddress(customerId: string, addressId: string): Promise<void> {
      if (!(await deleteAddress(db, customerId, addressId))) throw new NotFoundError('Address not found');
    },

    /** A page of the customer's orders on this site, newest first (decision 164). */
    async orders(customerId: string, offset: number, limit: number): Promise<OrdersPage> {
      const { records, total } = await listCustomerOrders(db, customerId, site.id, offset, limit);
      const orders = records.map(shapeOrder);
      return { orders: deps.storesById ? await withPickupReadyTimes(orders, deps.storesById) : orders, total, offset, limit };
    },

    /** The wish list with each product's card data on this site (null when no longer sold here). */
    async wishlist(customerId: string): Promise<WishlistEntry[]> {
      const items = await listWishlistItems(db, customerId);
      if (!items.length) return [];
      const ids = items.map((i) => i.product_id);
      const currency = site.l10n.defaultCurrency;
      const data = await getHitData(db, ids, { lang: deps.lang, currency, onlineList: `online-${site.l10n.country.toLowerCase()}`, modelId: undefined });
      const hits = new Map(shapeHits(ids, data.rows, data, currency, undefined, deps.lang).map((h) => [h.productId, h]));
      return items.map((item) => {
        const hit = hits.get(item.product_id);
        return {
          productId: item.product_id,
          quantity: item.quantity,
          product: hit
            ? {
                name: hit.productName,
                image: hit.image,
                price: hit.price,
                originalPrice: hit.originalPrice,
                currency,
                href: componentHref({ id: hit.productId, primaryCategoryId: hit.primaryCategoryId, parentCategoryId: hit.parentCategoryId ?? null }),
              }
            : null,
        };
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
