/**
 * Vehicle identification numbers (ISO 3779, 49 CFR 565): reading what a shopper typed, the check
 * digit, the model year and the maker code. Pure: the worker validates with it, the browser checks
 * before it asks.
 */

export const VIN_LENGTH = 17;

/** Letters a VIN never uses (49 CFR 565.14: they read like 1 and 0). */
export const VIN_REFUSED_LETTERS = ['I', 'O', 'Q'] as const;

/** Position weights of the check digit, positions 1 to 17 (the check digit itself weighs 0). */
export const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Transliteration of letters to values (49 CFR 565.15 table); digits are their own value. */
export const VIN_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** Model-year codes of position 10 in cycle order: the code at index i is year 1980 + i (or 2010 + i). */
export const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Why a VIN was refused; each has its own message in every locale. */
export type VinProblem = 'length' | 'letters' | 'characters' | 'check-digit' | 'year';

export type VinReading = { ok: true; vin: string; year: number; wmi: string } | { ok: false; problem: VinProblem; vin: string };

/** Upper case, without the spaces and dashes people type between groups. */
export function normaliseVin(text: string): string {
  return text.toUpperCase().replace(/[\s\p{Pd}]+/gu, '');
}

/** Value of one VIN character in the check-digit sum, or null when it is not one. */
export function vinCharValue(ch: string): number | null {
  if (/^[0-9]$/.test(ch)) return Number(ch);
  return VIN_LETTER_VALUES[ch] ?? null;
}

/**
 * The check digit a 17-character VIN should carry in position 9: the weighted sum of the
 * transliterated characters modulo 11, 'X' for 10. Null when a character has no value.
 */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = vinCharValue(vin[i]!);
    if (value === null) return null;
    sum += value * VIN_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Model year from position 10. The code table repeats every 30 years; position 7 tells which
 * cycle (49 CFR 565.15(a)): a digit there means 1980–2009, a letter 2010–2039. Null for a
 * character that is not a year code (0, U, Z, I, O, Q).
 */
export function vinModelYear(vin: string): number | null {
  const index = VIN_YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const base = /^[0-9]$/.test(vin[6] ?? '') ? 1980 : 2010;
  return base + index;
}

/** World manufacturer identifier: the first three characters. */
export function vinWmi(vin: string): string {
  return vin.slice(0, 3);
}

/**
 * Reads a typed VIN: only letters and digits, never I, O or Q, exactly 17 characters, a matching
 * check digit and a model-year code, in that order (the first problem found is the one reported).
 */
export function readVin(text: string): VinReading {
  const vin = normaliseVin(text);
  if (!/^[A-Z0-9]*$/.test(vin)) return { ok: false, problem: 'characters', vin };
  if (VIN_REFUSED_LETTERS.some((letter) => vin.includes(letter))) return { ok: false, problem: 'letters', vin };
  if (vin.length !== VIN_LENGTH) return { ok: false, problem: 'length', vin };
  if (vinCheckDigit(vin) !== vin[8]) return { ok: false, problem: 'check-digit', vin };
  const year = vinModelYear(vin);
  if (year === null) return { ok: false, problem: 'year', vin };
  return { ok: true, vin, year, wmi: vinWmi(vin) };
}
