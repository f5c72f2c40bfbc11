import { validateAddress, cleanAddress, type AddressErrors, type CheckoutAddress } from '../checkout/checkout-address';
import type { CountryCode } from '../sites/config';
import type { AddressInput } from './account-api';

/** An address-book entry as the form edits it (phone optional, unlike checkout). */
export type AccountAddressFields = Omit<AddressInput, 'addressId' | 'preferred'>;

function asCheckout(input: AccountAddressFields): CheckoutAddress {
  return {
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    address1: input.address1 ?? '',
    address2: input.address2 ?? undefined,
    city: input.city ?? '',
    stateCode: input.stateCode ?? '',
    postalCode: input.postalCode ?? '',
    countryCode: input.countryCode,
    phone: input.phone ?? '',
  };
}

/**
 * Field errors of a saved address on a site: the checkout address rules (required fields, the
 * country of the site, a state among allowedStatesForShippingAndBilling, ZIP format, the Canadian
 * postal letter vs province), except that the phone may be left empty (decision 162).
 */
export function validateAccountAddress(input: AccountAddressFields, siteCountry: CountryCode): AddressErrors {
  const errors = validateAddress(asCheckout(input), siteCountry);
  if (errors.phone === 'required') delete errors.phone;
  return errors;
}

/** The trimmed, normalised fields to store (postal code in the country's format, empty optionals null). */
export function cleanAccountAddress(input: AccountAddressFields): AccountAddressFields {
  const clean = cleanAddress(asCheckout(input));
  return {
    firstName: clean.firstName,
    lastName: clean.lastName,
    address1: clean.address1,
    address2: clean.address2 ?? null,
    city: clean.city,
    countryCode: clean.countryCode,
    stateCode: clean.stateCode,
    postalCode: clean.postalCode,
    phone: clean.phone || null,
  };
}
