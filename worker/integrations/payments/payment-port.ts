import type { PaymentClientConfig, PaymentIntent } from '../../../shared/checkout/payment-config';
import type { CurrencyCode } from '../../../shared/sites/config';

/** State of a payment at the provider. */
export type ProviderPaymentStatus = 'created' | 'approved' | 'declined' | 'captured' | 'voided';

export interface ProviderPayment {
  id: string;
  amount: number;
  currency: CurrencyCode;
  /** Our reference (the basket id) the payment was created for. */
  reference: string;
  status: ProviderPaymentStatus;
}

export type CaptureResult = { ok: true } | { ok: false; reason: 'declined' | 'error' };

/**
 * A card payment provider with hosted fields: the store creates a payment for an amount, the
 * shopper approves it in the provider's fields (the card never reaches the store), the store
 * captures it when the order is committed, or voids it when the order cannot be placed.
 */
export interface PaymentProvider {
  readonly id: string;
  createPayment(input: { amount: number; currency: CurrencyCode; reference: string; intent: PaymentIntent }): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  capture(paymentId: string): Promise<CaptureResult>;
  void(paymentId: string): Promise<void>;
  /** Options the storefront renders for the provider's fields. */
  clientConfig(currency: CurrencyCode): PaymentClientConfig;
}
