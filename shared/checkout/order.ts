/** An order as ShopperOrders and the storefront read it (SCAPI Order shape, minor units). */
import type { CurrencyCode, SiteId } from '../sites/config';
import type { ReadyTime } from '../stores/open-state';
import type { CheckoutAddress } from './checkout-address';
import type { OrderTax } from './order-totals';

export interface OrderProductItem {
  itemId: string;
  productId: string;
  productName: string;
  quantity: number;
  /** Unit price. */
  basePrice: number;
  /** Line price: unit × quantity. */
  price: number;
  /** Refundable core deposit per unit (decision 284), 0 when none. */
  c_coreDeposit: number;
  shipmentId: string;
  c_shipmentType: 'delivery' | 'pickup';
  c_isFromSet: boolean;
  c_vehicleDetails: string | null;
}

export interface OrderShipment {
  shipmentId: string;
  c_shipmentType: 'delivery' | 'pickup';
  shippingMethod: { id: string; c_estimatedDays: { min: number; max: number } | null };
  shippingAddress: CheckoutAddress | null;
  c_fromStoreId: string | null;
  /** Pickup store name and address, for the confirmation (null for delivery). */
  c_store: { id: string; name: string; address1: string; city: string; stateCode: string; postalCode: string } | null;
  shippingTotal: number;
  /**
   * Pickup shipments: when the order is ready at the store (document 1 §4, the rule applied at the
   * order's creation in the store's zone); null when the store has no hours or could not be read.
   */
  c_pickupReadyTime?: ReadyTime | null;
}

export interface Order {
  orderNo: string;
  siteId: SiteId;
  currency: CurrencyCode;
  status: 'new' | 'cancelled';
  /** paid once captured (SCAPI paymentStatus). */
  paymentStatus: 'paid' | 'not_paid';
  creationDate: string;
  customerInfo: { customerId: string; email: string };
  billingAddress: CheckoutAddress;
  productItems: OrderProductItem[];
  shipments: OrderShipment[];
  paymentInstruments: { paymentInstrumentId: string; paymentMethodId: string; amount: number }[];
  productSubTotal: number;
  productTotal: number;
  shippingTotal: number;
  /** Refundable core deposits (decision 284); orderTotal = productSubTotal + shippingTotal + c_coreDepositTotal + taxTotal. */
  c_coreDepositTotal: number;
  taxTotal: number;
  orderTotal: number;
  c_taxes: OrderTax[];
}

/** What the checkout page sends to place an order (the card itself never: only the provider's payment id). */
export interface PlaceOrderRequest {
  email: string;
  shippingAddress: CheckoutAddress | null;
  /** Null: same as shipping. */
  billingAddress: CheckoutAddress | null;
  paymentId: string;
}

/** The storefront's answer after an order is placed. */
export interface PlaceOrderResponse {
  order: Order;
}

/** Stable error codes of checkout failures (the page maps them to messages). */
export type CheckoutErrorCode = 'payment_declined' | 'payment_error' | 'insufficient_stock' | 'items_unavailable' | 'total_changed' | 'empty_basket' | 'already_placed' | 'invalid';
