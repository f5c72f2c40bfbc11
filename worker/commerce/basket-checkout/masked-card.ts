/**
 * The payment card a Shopper Baskets client adds to a basket (decision 267). The PWA Kit's payment
 * form sends `paymentMethodId: CREDIT_CARD` and a card already masked in the browser
 * (`maskedNumber` "************4242", the type, holder and expiry); nothing more reaches us. A full
 * card number, or a masked number showing more than the last four digits, is refused: card data
 * never reaches our routes or database (DESIGN §7).
 */
import type { MaskedCard } from '../../data/repos/basket-checkout-repo';
import { BadRequestError } from '../../errors';

/** The one payment method of this store's Shopper Baskets surface. */
export const CREDIT_CARD_METHOD = 'CREDIT_CARD';

export interface PaymentInstrumentInput {
  paymentMethodId?: string;
  paymentCard?: {
    maskedNumber?: string;
    number?: string;
    cardType?: string;
    holder?: string;
    expirationMonth?: number;
    expirationYear?: number;
  };
}

const MASK = /^[*xX•#]*$/;

/** The last four digits of a masked number, or a 400 that says what is wrong. */
export function lastFourOf(maskedNumber: string): string {
  const compact = maskedNumber.replace(/[\s-]/g, '');
  const digits = compact.replace(/\D/g, '');
  if (digits.length > 4) throw new BadRequestError('paymentCard.maskedNumber must hide all but the last four digits: card numbers are never sent to the store');
  const last4 = compact.slice(-4);
  if (!/^\d{4}$/.test(last4) || !MASK.test(compact.slice(0, -4))) throw new BadRequestError('paymentCard.maskedNumber must end in the last four digits of the card, e.g. ************4242');
  return last4;
}

/** A masked card from the request, checked field by field; `now` decides whether it expired. */
export function maskedCardOf(input: PaymentInstrumentInput, instrumentId: string, now: Date): MaskedCard {
  if (input.paymentMethodId !== CREDIT_CARD_METHOD) throw new BadRequestError(`paymentMethodId must be ${CREDIT_CARD_METHOD}, the one payment method of this store`);
  const card = input.paymentCard;
  if (!card) throw new BadRequestError('paymentCard is required');
  if (card.number !== undefined) throw new BadRequestError('paymentCard.number is not accepted: send paymentCard.maskedNumber with only the last four digits');
  if (!card.maskedNumber) throw new BadRequestError('paymentCard.maskedNumber is required');
  const last4 = lastFourOf(card.maskedNumber);
  const cardType = card.cardType?.trim() ?? '';
  if (!cardType || cardType.length > 40) throw new BadRequestError('paymentCard.cardType is required (at most 40 characters)');
  const holder = card.holder?.trim() ?? '';
  if (!holder || holder.length > 100) throw new BadRequestError('paymentCard.holder is required (at most 100 characters)');
  const month = card.expirationMonth;
  const year = card.expirationYear;
  if (!Number.isInteger(month) || month! < 1 || month! > 12) throw new BadRequestError('paymentCard.expirationMonth must be a month from 1 to 12');
  if (!Number.isInteger(year) || year! < 2000 || year! > 2100) throw new BadRequestError('paymentCard.expirationYear must be a four-digit year');
  const thisYear = now.getUTCFullYear();
  if (year! < thisYear || (year === thisYear && month! < now.getUTCMonth() + 1)) throw new BadRequestError('The card has expired');
  return { instrumentId, cardType, last4, holder, expMonth: month!, expYear: year! };
}
