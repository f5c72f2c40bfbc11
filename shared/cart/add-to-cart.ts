/** What the storefront asks the basket to add (document 1 §4 Add to cart, §5 Set members). */
export type ShipmentType = 'delivery' | 'pickup';

export interface AddToCartLine {
  /** The item product id (document 1 §5): the item or bundle itself, else the resolved variant. */
  productId: string;
  quantity: number;
  /** Set members are added without a price, always for delivery. */
  isFromSet?: boolean;
}

/** The shopper's vehicle as stored on a basket line (`c_vehicleDetails`). */
export interface LineVehicle {
  vehicleID: string;
  year: string;
  make: string;
  model: string;
  isFit: boolean;
  /** Chosen fitment labels (trim, engine…), label → value. */
  fitment: Record<string, string>;
}

export interface AddToCartRequest {
  lines: AddToCartLine[];
  shipmentType: ShipmentType;
  /** The pickup store (Canadian site only); null for delivery. */
  storeId: string | null;
  vehicle: LineVehicle | null;
}
