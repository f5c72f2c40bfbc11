import type { PaymentProvider } from './payment-port';
import { createTestPayProvider } from './test-pay/test-pay-provider';

export type { PaymentProvider } from './payment-port';

/** The payment provider of this deployment: the embedded test provider until a live one is configured. */
export function paymentProviderFor(env: Env): PaymentProvider {
  return createTestPayProvider(env.DB);
}
