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
  /**
   * Approves a created payment with a card the shopper's browser masked (type and last four only),
   * as a Shopper Baskets client sends it (decision 267). Only a provider that can (the embedded
   * test provider) has it; a live provider approves in its own hosted fields instead.
   */
  approveMaskedCard?(paymentId: string, card: { brand: string; last4: string }): Promise<'approved' | 'declined'>;
}
