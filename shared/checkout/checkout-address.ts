import { isAllowedState } from '../address/regions';
import { normalizePostalCode, postalProblem } from '../address/postal-province';
import type { CountryCode } from '../sites/config';
import { isValidEmail } from '../validation/email';

/** A shipping or billing address (document 1 §3 address fields). */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: CountryCode;
  phone: string;
}

export const ADDRESS_FIELD_MAX = { firstName: 60, lastName: 60, address1: 100, address2: 100, city: 60, phone: 20 } as const;

/** Why a field is invalid; the message ids are `checkout.error.<code>`. */
export type AddressErrorCode = 'required' | 'tooLong' | 'stateNotAllowed' | 'postalFormat' | 'postalProvince' | 'phone' | 'country';
export type AddressErrors = Partial<Record<keyof CheckoutAddress, AddressErrorCode>>;

/** Trimmed copy with the postal code normalised for the country. */
export function cleanAddress(address: CheckoutAddress): CheckoutAddress {
  const trim = (v: string | undefined) => (v ?? '').trim();
  return {
    firstName: trim(address.firstName),
    lastName: trim(address.lastName),
    address1: trim(address.address1),
    ...(trim(address.address2) ? { address2: trim(address.address2) } : {}),
    city: trim(address.city),
    stateCode: trim(address.stateCode).toUpperCase(),
    postalCode: normalizePostalCode(address.countryCode, address.postalCode ?? ''),
    countryCode: address.countryCode,
    phone: trim(address.phone),
  };
}

/**
 * Field errors of an address on a site: required fields, lengths, the state among the site's
 * allowed states, the postal format, the Canadian postal letter vs province (document 1 §5) and a
 * phone with 10 to 15 digits. An empty object means valid.
 */
export function validateAddress(raw: CheckoutAddress, siteCountry: CountryCode): AddressErrors {
  const a = cleanAddress(raw);
  const errors: AddressErrors = {};
  for (const key of ['firstName', 'lastName', 'address1', 'city', 'stateCode', 'postalCode', 'phone'] as const) {
    if (!a[key]) errors[key] = 'required';
  }
  for (const [key, max] of Object.entries(ADDRESS_FIELD_MAX) as [keyof typeof ADDRESS_FIELD_MAX, number][]) {
    if ((a[key] ?? '').length > max) errors[key] = 'tooLong';
  }
  if (a.countryCode !== siteCountry) errors.countryCode = 'country';
  if (a.stateCode && !isAllowedState(siteCountry, a.stateCode)) errors.stateCode = 'stateNotAllowed';
  if (a.postalCode && !errors.stateCode && a.stateCode) {
    const problem = postalProblem(siteCountry, a.postalCode, a.stateCode);
    if (problem) errors.postalCode = problem === 'format' ? 'postalFormat' : 'postalProvince';
  }
  const phoneDigits = a.phone.replace(/\D/g, '');
  if (a.phone && (phoneDigits.length < 10 || phoneDigits.length > 15)) errors.phone = 'phone';
  return errors;
}

export type EmailErrorCode = 'required' | 'email';

/** The contact e-mail: required and matching the shared pattern (document 1 §5). */
export function validateContactEmail(value: string): EmailErrorCode | null {
  const email = value.trim();
  if (!email) return 'required';
  return email.length <= 254 && isValidEmail(email) ? null : 'email';
}
