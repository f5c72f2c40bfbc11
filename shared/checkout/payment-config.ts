import type { CurrencyCode, LocaleId } from '../sites/config';

/** Funding sources the store turns off in the provider configuration (document 2 §9). */
export const DISABLED_FUNDING_SOURCES = ['sepa', 'bancontact', 'eps', 'giropay', 'ideal', 'mybank', 'p24', 'blik', 'card', 'credit', 'venmo'] as const;

/** Components the provider script loads with (document 2 §7). */
export const PAYMENT_COMPONENTS = ['buttons', 'applepay', 'marks', 'payment-fields', 'funding-eligibility'] as const;

export type PaymentIntent = 'capture' | 'authorize';

/** What the storefront renders for the provider: its hosted-fields frame and the script options. */
export interface PaymentClientConfig {
  provider: string;
  /** Hosted fields page on the store's origin; the card number is typed only there. */
  fieldsUrl: string;
  currency: CurrencyCode;
  intent: PaymentIntent;
  components: readonly string[];
  disableFunding: readonly string[];
}

/** The provider options as query parameters of its page, the way a provider script URL carries them. */
export function paymentFieldsSrc(config: PaymentClientConfig, paymentId: string, locale: LocaleId): string {
  const query = new URLSearchParams({
    payment: paymentId,
    locale,
    currency: config.currency,
    intent: config.intent,
    components: config.components.join(','),
    'disable-funding': config.disableFunding.join(','),
  });
  return `${config.fieldsUrl}?${query.toString()}`;
}

/** Messages the hosted fields frame posts to the page (same origin only). */
export type PaymentFrameMessage =
  | { type: 'payment-fields'; event: 'approved'; paymentId: string }
  | { type: 'payment-fields'; event: 'declined'; paymentId: string }
  | { type: 'payment-fields'; event: 'error'; paymentId: string }
  | { type: 'payment-fields'; event: 'ready' | 'cancel'; paymentId: string };
