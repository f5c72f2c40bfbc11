import { describe, expect, it } from 'vitest';
import { brandOf, cardDigits, isValidExpiry, outcomeOf, passesLuhn, TEST_CARDS } from './test-cards';

describe('test provider cards', () => {
  it('documents an approve, a decline and an error card, all Luhn-valid', () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(outcomeOf(TEST_CARDS.approve)).toBe('approve');
    expect(outcomeOf(TEST_CARDS.decline)).toBe('decline');
    expect(outcomeOf(TEST_CARDS.error)).toBe('error');
    expect(outcomeOf('5555555555554444')).toBe('approve');
  });

  it('rejects numbers that are not card numbers', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 4241')).toBeNull();
    expect(cardDigits('abcd')).toBeNull();
    expect(cardDigits('42')).toBeNull();
  });

  it('checks the expiry against the current month', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(isValidExpiry('11/26', now)).toBe(true);
    expect(isValidExpiry('10/26', now)).toBe(false);
    expect(isValidExpiry('01/27', now)).toBe(true);
    expect(isValidExpiry('13/27', now)).toBe(false);
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
  });
});
