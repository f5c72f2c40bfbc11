import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AddressErrors, EmailErrorCode } from '../../../shared/checkout/checkout-address';
import type { CheckoutErrorCode } from '../../../shared/checkout/order';
import { AppError } from '../../errors';

export interface CheckoutFieldErrors {
  email?: EmailErrorCode;
  shippingAddress?: AddressErrors;
  billingAddress?: AddressErrors;
}

/** A checkout failure with a stable code the page turns into a message, and per-field errors for bad input. */
export class CheckoutError extends AppError {
  override name = 'CheckoutError';
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly checkoutCode: CheckoutErrorCode,
    readonly fieldErrors: CheckoutFieldErrors | null = null,
  ) {
    super(status, message, checkoutCode);
  }
}

export const CHECKOUT_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  empty_basket: 'Your cart is empty.',
  payment_declined: 'Your payment was declined. Please use another card.',
  payment_error: 'We could not process your payment. You have not been charged. Please try again.',
  insufficient_stock: 'Some items in your cart are no longer available in the quantity you asked for. You have not been charged.',
  items_unavailable: 'Some items are no longer available online. Please remove them from your cart to place your order.',
  total_changed: 'Your order total changed. Please review your order and pay again.',
  already_placed: 'This order has already been placed.',
} as const satisfies Record<CheckoutErrorCode, string>;

export function checkoutError(code: CheckoutErrorCode, fieldErrors: CheckoutFieldErrors | null = null): CheckoutError {
  const status: ContentfulStatusCode = code === 'invalid' || code === 'empty_basket' ? 400 : code === 'payment_declined' || code === 'payment_error' ? 402 : 409;
  return new CheckoutError(status, CHECKOUT_MESSAGES[code], code, fieldErrors);
}
