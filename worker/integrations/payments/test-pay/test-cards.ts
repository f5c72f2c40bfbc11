/**
 * Test cards of the embedded provider (decision 136). Any other number that passes the Luhn
 * check is approved too; the numbers below are the documented ones.
 */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  error: '4000000000000119',
} as const;

export type CardOutcome = keyof typeof TEST_CARDS;

/** Luhn checksum of a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card's digits when it is a plausible card number (12–19 digits, Luhn), else null. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^[0-9]{12,19}$/.test(digits) && passesLuhn(digits) ? digits : null;
}

/** What the test provider does with a card. */
export function outcomeOf(digits: string): CardOutcome {
  if (digits === TEST_CARDS.decline) return 'decline';
  if (digits === TEST_CARDS.error) return 'error';
  return 'approve';
}

/**
 * What the test provider does with a masked card (decision 267): the documented test cards by their
 * last four digits (…0002 declines, …0119 fails at capture), any other approves, as any other
 * valid number does.
 */
export function outcomeOfLastFour(last4: string): CardOutcome {
  if (last4 === TEST_CARDS.decline.slice(-4)) return 'decline';
  if (last4 === TEST_CARDS.error.slice(-4)) return 'error';
  return 'approve';
}

export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** MM/YY not in the past. */
export function isValidExpiry(value: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}
