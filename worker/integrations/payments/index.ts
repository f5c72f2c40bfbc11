import { outboundPort } from '../ports';
import type { PaymentProvider } from './payment-port';
import { createTestPayProvider } from './test-pay/test-pay-provider';

export type { PaymentProvider } from './payment-port';

/**
 * The payment provider of this deployment: the embedded test provider until a live one is
 * configured; every call bounded by the payments timeout (decision 190).
 */
export function paymentProviderFor(env: Env): PaymentProvider {
  return outboundPort(env, 'payments', createTestPayProvider(env.DB));
}
