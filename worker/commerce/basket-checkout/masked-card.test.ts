import { describe, expect, it } from 'vitest';
import { lastFourOf, maskedCardOf } from './masked-card';

const NOW = new Date('2026-05-15T00:00:00Z');
const card = { maskedNumber: '************4242', cardType: 'Visa', holder: 'Pat Doe', expirationMonth: 12, expirationYear: 2030 };

describe('masked payment cards', () => {
  it('keeps what the PWA Kit sends: type, last four, holder, expiry', () => {
    expect(maskedCardOf({ paymentMethodId: 'CREDIT_CARD', paymentCard: card }, 'pi1', NOW)).toEqual({
      instrumentId: 'pi1',
      cardType: 'Visa',
      last4: '4242',
      holder: 'Pat Doe',
      expMonth: 12,
      expYear: 2030,
    });
    expect(lastFourOf('XXXX XXXX XXXX 0002')).toBe('0002');
  });

  it('refuses card numbers and masks that show more than four digits', () => {
    expect(() => lastFourOf('4242424242424242')).toThrow('must hide all but the last four digits');
    expect(() => lastFourOf('4242********4242')).toThrow('must hide all but the last four digits');
    expect(() => maskedCardOf({ paymentMethodId: 'CREDIT_CARD', paymentCard: { ...card, number: '4242424242424242' } }, 'pi1', NOW)).toThrow('paymentCard.number is not accepted');
    expect(() => lastFourOf('****42')).toThrow('must end in the last four digits');
  });

  it('refuses other methods, missing fields and expired cards', () => {
    expect(() => maskedCardOf({ paymentMethodId: 'GIFT_CERTIFICATE', paymentCard: card }, 'pi1', NOW)).toThrow('paymentMethodId must be CREDIT_CARD');
    expect(() => maskedCardOf({ paymentMethodId: 'CREDIT_CARD' }, 'pi1', NOW)).toThrow('paymentCard is required');
    expect(() => maskedCardOf({ paymentMethodId: 'CREDIT_CARD', paymentCard: { ...card, holder: ' ' } }, 'pi1', NOW)).toThrow('holder is required');
    expect(() => maskedCardOf({ paymentMethodId: 'CREDIT_CARD', paymentCard: { ...card, expirationMonth: 13 } }, 'pi1', NOW)).toThrow('expirationMonth');
    expect(() => maskedCardOf({ paymentMethodId: 'CREDIT_CARD', paymentCard: { ...card, expirationMonth: 4, expirationYear: 2026 } }, 'pi1', NOW)).toThrow('The card has expired');
    expect(maskedCardOf({ paymentMethodId: 'CREDIT_CARD', paymentCard: { ...card, expirationMonth: 5, expirationYear: 2026 } }, 'pi1', NOW).expMonth).toBe(5);
  });
});
