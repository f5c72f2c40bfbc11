/**
 * Checkout data a Shopper Baskets client keeps on the basket before createOrder (decision 266): a
 * billing address and one masked payment card, stored beside the basket engine's rows and gone
 * with the basket. Callers check that the shopper owns the basket first (the basket service's
 * `get`); this service takes the basket id as theirs.
 */
import type { CheckoutAddress } from '../../../shared/checkout/checkout-address';
import * as repo from '../../data/repos/basket-checkout-repo';
import { AppError, NotFoundError } from '../../errors';
import { maskedCardOf, type PaymentInstrumentInput } from './masked-card';

export interface BasketCheckoutData {
  billingAddress: CheckoutAddress | null;
  card: repo.MaskedCard | null;
}

function instrumentId(): string {
  return `pi_${[...crypto.getRandomValues(new Uint8Array(10))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createBasketCheckoutService(db: D1Database, now: () => number = Date.now) {
  return {
    /** The basket's billing address and card (both null when none was given). */
    async data(basketId: string): Promise<BasketCheckoutData> {
      const row = await repo.findBasketCheckout(db, basketId);
      const card =
        row?.payment_instrument_id && row.card_last4
          ? repo.cardOf({
              payment_instrument_id: row.payment_instrument_id,
              card_type: row.card_type!,
              card_last4: row.card_last4,
              card_holder: row.card_holder!,
              card_exp_month: row.card_exp_month!,
              card_exp_year: row.card_exp_year!,
            })
          : null;
      return { billingAddress: row?.billing_address ? (JSON.parse(row.billing_address) as CheckoutAddress) : null, card };
    },

    /** updateBillingAddressForBasket (the address already checked by the caller). */
    async setBillingAddress(basketId: string, address: CheckoutAddress): Promise<void> {
      await repo.setBillingAddressStatement(db, basketId, JSON.stringify(address), now()).run();
    },

    /** addPaymentInstrumentToBasket: one card per basket; a second is a 409 until the first is removed. */
    async addCard(basketId: string, input: PaymentInstrumentInput): Promise<void> {
      const card = maskedCardOf(input, instrumentId(), new Date(now()));
      const result = await repo.addCardStatement(db, basketId, card, now()).run();
      if (!result.meta.changes) throw new AppError(409, 'The basket already has a payment instrument: remove it before adding another', 'conflict');
    },

    /** removePaymentInstrumentFromBasket. */
    async removeCard(basketId: string, paymentInstrumentId: string): Promise<void> {
      const result = await repo.removeCardStatement(db, basketId, paymentInstrumentId, now()).run();
      if (!result.meta.changes) throw new NotFoundError('Payment instrument not found');
    },

    /** Keeps the card an order was paid with, for its confirmation and history. */
    async recordOrderCard(orderNo: string, card: repo.MaskedCard): Promise<void> {
      await repo.insertOrderCardStatement(db, orderNo, card).run();
    },

    /** The cards of these orders. */
    orderCards: (orderNos: readonly string[]) => repo.findOrderCards(db, orderNos),
  };
}

export type BasketCheckoutService = ReturnType<typeof createBasketCheckoutService>;
