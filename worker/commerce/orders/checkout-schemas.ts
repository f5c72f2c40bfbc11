import { enums, nullable, object, optional, size, string, type Infer } from 'superstruct';

/** An address as sent by the checkout page or a ShopperOrders client; field rules run in the service. */
export const AddressSchema = object({
  firstName: size(string(), 0, 200),
  lastName: size(string(), 0, 200),
  address1: size(string(), 0, 200),
  address2: optional(size(string(), 0, 200)),
  city: size(string(), 0, 200),
  stateCode: size(string(), 0, 10),
  postalCode: size(string(), 0, 20),
  countryCode: enums(['CA', 'US']),
  phone: size(string(), 0, 40),
});

export const CheckoutDetailsSchema = object({
  email: size(string(), 0, 320),
  shippingAddress: nullable(AddressSchema),
  billingAddress: nullable(AddressSchema),
});

export const PlaceOrderSchema = object({
  email: size(string(), 0, 320),
  shippingAddress: nullable(AddressSchema),
  billingAddress: nullable(AddressSchema),
  paymentId: size(string(), 1, 64),
});

export const QuoteSchema = object({ stateCode: nullable(size(string(), 0, 10)) });

export type CheckoutDetailsBody = Infer<typeof CheckoutDetailsSchema>;
