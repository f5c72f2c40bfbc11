import { DISABLED_FUNDING_SOURCES, PAYMENT_COMPONENTS } from '../../../../shared/checkout/payment-config';
import type { CurrencyCode } from '../../../../shared/sites/config';
import { approveTestPayOrder, captureTestPayOrder, findTestPayOrder, insertTestPayOrder, transitionTestPayOrder } from '../../../data/repos/test-pay-repo';
import { outcomeOfLastFour } from './test-cards';
import type { PaymentProvider, ProviderPayment } from '../payment-port';

export const TEST_PAY_PROVIDER_ID = 'test-pay';
/** Where the provider's hosted fields live on the store's origin. */
export const TEST_PAY_FIELDS_PATH = '/test-pay/fields';

function toPayment(row: { id: string; amount: number; currency: string; reference: string; status: ProviderPayment['status'] }): ProviderPayment {
  return { id: row.id, amount: row.amount, currency: row.currency as CurrencyCode, reference: row.reference, status: row.status };
}

/**
 * The embedded default provider: works offline on the same D1, behaves like a hosted-fields
 * provider (create → approve in its own frame → capture or void). The error card fails capture.
 */
export function createTestPayProvider(db: D1Database, now: () => number = Date.now): PaymentProvider {
  return {
    id: TEST_PAY_PROVIDER_ID,
    async createPayment(input) {
      const id = `TP${crypto.randomUUID().replace(/-/g, '').slice(0, 22).toUpperCase()}`;
      await insertTestPayOrder(db, { id, ...input, now: now() });
      return { id, amount: input.amount, currency: input.currency, reference: input.reference, status: 'created' };
    },
    async getPayment(paymentId) {
      const row = await findTestPayOrder(db, paymentId);
      return row ? toPayment(row) : null;
    },
    async capture(paymentId) {
      // The usual case in one statement; only a refused capture reads why.
      if (await captureTestPayOrder(db, paymentId, now())) return { ok: true };
      const row = await findTestPayOrder(db, paymentId);
      if (!row || row.status !== 'approved') return { ok: false, reason: 'declined' };
      return { ok: false, reason: row.outcome === 'error' ? 'error' : 'declined' };
    },
    async void(paymentId) {
      // Voiding an approval releases it; a captured test payment is refunded the same way.
      if (!(await transitionTestPayOrder(db, paymentId, 'approved', 'voided', now()))) {
        await transitionTestPayOrder(db, paymentId, 'captured', 'voided', now());
      }
    },
    async approveMaskedCard(paymentId, card) {
      const outcome = outcomeOfLastFour(card.last4);
      const status = outcome === 'decline' ? 'declined' : 'approved';
      const token = `tok_${crypto.randomUUID().replace(/-/g, '')}`;
      const changed = await approveTestPayOrder(db, { id: paymentId, token, brand: card.brand.toLowerCase().slice(0, 40), last4: card.last4, outcome, status, now: now() });
      // A payment that is no longer waiting for approval is not approved again.
      return changed ? status : 'declined';
    },
    clientConfig(currency) {
      return {
        provider: TEST_PAY_PROVIDER_ID,
        fieldsUrl: TEST_PAY_FIELDS_PATH,
        currency,
        intent: 'capture',
        components: PAYMENT_COMPONENTS,
        disableFunding: DISABLED_FUNDING_SOURCES,
      };
    },
  };
}
