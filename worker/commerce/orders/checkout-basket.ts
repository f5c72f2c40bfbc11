/**
 * What checkout needs of a basket: a structural subset of the basket engine's Basket (so the
 * engine's type satisfies it as it is).
 */
export interface CheckoutBasketItem {
  itemId: string;
  productId: string;
  productName: string;
  quantity: number;
  /** Unit price, minor units. */
  basePrice: number;
  /** Refundable core deposit per unit, minor units, 0 when none (decision 284). */
  c_coreDeposit: number;
  shipmentId: string;
  c_shipmentType: 'delivery' | 'pickup';
  c_fromStoreId: string | null;
  c_vehicleDetails: string | null;
  c_isFromSet: boolean;
  /** False for a part that may no longer be sold (document 2 §5): the order is refused until it is removed. */
  c_orderable: boolean;
}

export interface CheckoutBasketShipment {
  shipmentId: string;
  c_shipmentType: 'delivery' | 'pickup';
  c_fromStoreId: string | null;
}

export interface CheckoutBasket {
  basketId: string;
  currency: string;
  customerInfo: { customerId: string; email: string | null };
  productItems: CheckoutBasketItem[];
  shipments: CheckoutBasketShipment[];
}
