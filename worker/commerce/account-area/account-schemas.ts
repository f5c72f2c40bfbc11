import { boolean, enums, nullable, object, optional, pattern, refine, size, string, type } from 'superstruct';
import { PREFERRED_LOCALES } from '../../../shared/account/profile-rules';
import { checkGarageText } from '../../../shared/vehicles/garage-text';

/** The garage text must read back as the vehicles sent (the same rule as PUT /api/account/garage). */
function garageTextError(value: string): true | string {
  const check = checkGarageText(value);
  return check.ok || check.message;
}

/** ProfileUpdate (shared/account/account-api.ts); unknown fields (e-mail, login) are refused. */
export const ProfileUpdateSchema = object({
  firstName: optional(size(string(), 0, 200)),
  lastName: optional(size(string(), 0, 200)),
  preferredLocale: optional(nullable(enums([...PREFERRED_LOCALES]))),
  c_vehicleDetails: optional(refine(string(), 'garage', garageTextError)),
  c_selectedStore: optional(nullable(size(string(), 1, 64))),
});

/** An address id: a short name (SCAPI addressName) of letters, digits, spaces, _ and -. */
export const AddressIdSchema = size(pattern(string(), /^[A-Za-z0-9 _-]+$/), 1, 64);

const addressFields = {
  addressId: optional(AddressIdSchema),
  firstName: size(string(), 0, 200),
  lastName: size(string(), 0, 200),
  address1: size(string(), 0, 200),
  address2: optional(nullable(size(string(), 0, 200))),
  city: size(string(), 0, 200),
  countryCode: enums(['CA', 'US'] as const),
  stateCode: size(string(), 0, 10),
  postalCode: size(string(), 0, 20),
  phone: optional(nullable(size(string(), 0, 40))),
  preferred: optional(boolean()),
};

/** AddressInput of the storefront endpoints (strict). */
export const AddressInputSchema = object(addressFields);

/** CustomerAddress of Shopper Customers createCustomerAddress (other SCAPI fields are ignored). */
export const ScapiAddressSchema = type({ ...addressFields, addressId: AddressIdSchema });

/** Shopper Customers updateCustomerAddress: any subset of the fields. */
export const ScapiAddressPatchSchema = type({
  firstName: optional(addressFields.firstName),
  lastName: optional(addressFields.lastName),
  address1: optional(addressFields.address1),
  address2: addressFields.address2,
  city: optional(addressFields.city),
  countryCode: optional(addressFields.countryCode),
  stateCode: optional(addressFields.stateCode),
  postalCode: optional(addressFields.postalCode),
  phone: addressFields.phone,
  preferred: optional(boolean()),
});
