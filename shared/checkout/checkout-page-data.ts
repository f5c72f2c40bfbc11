import type { AllowedState } from '../address/regions';
import type { PaymentClientConfig } from './payment-config';
import type { Order } from './order';
import type { OrderTotals } from './order-totals';

/** The checkout page's loader data: the site preferences and the provider configuration it renders. */
export interface CheckoutPageData {
  allowedStates: AllowedState[];
  enableAutocomplete: boolean;
  enableStateMismatchWarning: boolean;
  payment: PaymentClientConfig;
}

/** POST /api/checkout/quote: totals for a delivery province or state, and the pickup stores of the basket. */
export interface QuoteResponse {
  totals: OrderTotals;
  stores: PickupStore[];
}

export interface PickupStore {
  id: string;
  name: string;
  address1: string;
  city: string;
  stateCode: string;
  postalCode: string;
}

/** POST /api/checkout/payment: the provider payment the hosted fields approve. */
export interface PreparePaymentResponse {
  paymentId: string;
  fieldsSrc: string;
  totals: OrderTotals;
}

export interface ConfirmationPageData {
  order: Order;
}

export interface OrderStatusPageData {
  /** The order number from the URL (/pages/order-status/{orderNo}), else empty. */
  orderNo: string;
}
