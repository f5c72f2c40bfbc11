/**
 * A SCAPI OrderAddress (shipping or billing) in as a checkout address: the same field rules as
 * the storefront's checkout (shared/checkout/checkout-address.ts), and a 400 naming each bad field.
 * SCAPI's extra fields (fullName, id, companyName…) are accepted and dropped.
 */
import { cleanAddress, validateAddress, type CheckoutAddress } from '../../../shared/checkout/checkout-address';
import type { CountryCode } from '../../../shared/sites/config';
import { BadRequestError } from '../../errors';

type Field = string | null | undefined;

export interface OrderAddressInput {
  firstName?: Field;
  lastName?: Field;
  address1?: Field;
  address2?: Field;
  city?: Field;
  stateCode?: Field;
  postalCode?: Field;
  countryCode?: Field;
  phone?: Field;
}

/** The checked, cleaned address; a 400 listing each invalid field (`field (reason)`). */
export function checkoutAddressOf(input: OrderAddressInput, country: CountryCode, what: 'shipping' | 'billing'): CheckoutAddress {
  const countryCode = (input.countryCode ?? '').trim().toUpperCase();
  if (countryCode !== country) throw new BadRequestError(`The ${what} address must be in ${country} (countryCode ${country})`);
  const address: CheckoutAddress = {
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    address1: input.address1 ?? '',
    ...(input.address2 ? { address2: input.address2 } : {}),
    city: input.city ?? '',
    stateCode: input.stateCode ?? '',
    postalCode: input.postalCode ?? '',
    countryCode: country,
    phone: input.phone ?? '',
  };
  const errors = Object.entries(validateAddress(address, country));
  if (errors.length) throw new BadRequestError(`Invalid ${what} address: ${errors.map(([field, reason]) => `${field} (${reason})`).join(', ')}`);
  return cleanAddress(address);
}

/** SCAPI's OrderAddress of a stored checkout address (with the fullName clients display). */
export function toOrderAddress<A extends { firstName?: string; lastName?: string }>(address: A) {
  return { ...address, fullName: `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim() };
}
