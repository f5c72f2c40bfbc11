/** Bodies of the basket operations (document 1 §7), each rule with its own readable message. */
import { array, boolean, define, enums, nullable, object, optional, record, size, string, type, type Infer } from 'superstruct';
import { MAX_BASKET_LINES, MAX_LINE_QUANTITY } from '../../../shared/cart/basket';
import { isValidEmail, INVALID_EMAIL_MESSAGE } from '../../../shared/validation/email';

const Id = define<string>('Id', (value) => (typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value)) || 'must be an id of 1 to 64 letters, digits, dot, dash or underscore');

const Quantity = define<number>(
  'Quantity',
  (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY) || `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
);

/** Quantity of an update: 0 removes the line (as the Shopper Baskets API does). */
const UpdateQuantity = define<number>(
  'UpdateQuantity',
  (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LINE_QUANTITY) || `quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`,
);

const ShipmentTypeSchema = enums(['delivery', 'pickup']);

const Currency = define<'CAD' | 'USD'>('Currency', (value) => value === 'CAD' || value === 'USD' || 'currency must be CAD or USD');

const Email = define<string>('Email', (value) => (typeof value === 'string' && value.length <= 254 && isValidEmail(value.trim())) || INVALID_EMAIL_MESSAGE);

const Text = (limit: number) => size(string(), 0, limit);

/** c_vehicleDetails as an object (the storefront) or as its JSON text (document 1 §3). */
export const LineVehicleSchema = object({
  vehicleID: size(string(), 1, 80),
  year: size(string(), 1, 4),
  make: Text(80),
  model: Text(80),
  isFit: boolean(),
  fitment: optional(record(size(string(), 1, 40), Text(80))),
});

const VehicleDetails = define<string | Infer<typeof LineVehicleSchema> | null>('VehicleDetails', (value) => {
  if (value === null || value === '') return true;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.length > 2000) return 'c_vehicleDetails is too long';
    try {
      parsed = JSON.parse(value);
    } catch {
      return 'c_vehicleDetails must be JSON text';
    }
  }
  const [error] = LineVehicleSchema.validate(parsed);
  return error ? `c_vehicleDetails: ${error.failures()[0]?.message ?? error.message}` : true;
});

export const CreateBasketSchema = type({ currency: optional(Currency), customerInfo: optional(type({ email: optional(Email) })) });
export const UpdateBasketSchema = type({ currency: Currency });
export const UpdateCustomerSchema = type({ email: Email });

const AddressSchema = record(size(string(), 1, 40), Text(200));

export const CreateShipmentSchema = type({
  shipmentId: optional(Id),
  c_shipmentType: ShipmentTypeSchema,
  c_fromStoreId: optional(nullable(Id)),
  shippingMethod: optional(type({ id: Id })),
});

export const UpdateShipmentSchema = type({
  c_fromStoreId: optional(nullable(Id)),
  shippingMethod: optional(type({ id: Id })),
  shippingAddress: optional(nullable(AddressSchema)),
});

export const AddItemSchema = type({
  productId: Id,
  quantity: Quantity,
  shipmentId: optional(Id),
  c_shipmentType: optional(ShipmentTypeSchema),
  c_fromStoreId: optional(nullable(Id)),
  c_vehicleDetails: optional(VehicleDetails),
  c_isFromSet: optional(boolean()),
});
export const AddItemsSchema = size(array(AddItemSchema), 1, MAX_BASKET_LINES);

export const UpdateItemSchema = type({
  productId: optional(Id),
  quantity: optional(UpdateQuantity),
  shipmentId: optional(Id),
  c_shipmentType: optional(ShipmentTypeSchema),
  c_fromStoreId: optional(nullable(Id)),
});

export const MergeQuerySchema = type({ createDestinationBasket: optional(boolean()) });

export type AddItemInput = Infer<typeof AddItemSchema>;
export type UpdateItemInput = Infer<typeof UpdateItemSchema>;
export type CreateShipmentInput = Infer<typeof CreateShipmentSchema>;
export type UpdateShipmentInput = Infer<typeof UpdateShipmentSchema>;


/** The storefront's add to cart (shared/cart/add-to-cart.ts AddToCartRequest). */
export const AddToCartRequestSchema = type({
  lines: size(
    array(type({ productId: Id, quantity: Quantity, isFromSet: optional(boolean()) })),
    1,
    MAX_BASKET_LINES,
  ),
  shipmentType: ShipmentTypeSchema,
  storeId: nullable(Id),
  vehicle: nullable(LineVehicleSchema),
});

/** The storefront's line change: quantity (0 removes) and/or a move to the other shipment type. */
export const CartLineUpdateSchema = type({
  quantity: optional(UpdateQuantity),
  shipmentType: optional(ShipmentTypeSchema),
  storeId: optional(nullable(Id)),
});

/** The storefront's selected store, which the basket's pickup shipment follows. */
export const PickupStoreSchema = type({ storeId: Id });
