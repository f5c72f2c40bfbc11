import type { CountryCode } from '../sites/config';

/**
 * First letter of a Canadian postal code → the provinces it may belong to (document 1 §5):
 * A NL, B NS, C PE, E NB, G/H/J QC, K/L/M/N/P ON, R MB, S SK, T AB, V BC, X NU or NT, Y YT.
 */
export const POSTAL_LETTER_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'], B: ['NS'], C: ['PE'], E: ['NB'], G: ['QC'], H: ['QC'], J: ['QC'],
  K: ['ON'], L: ['ON'], M: ['ON'], N: ['ON'], P: ['ON'], R: ['MB'], S: ['SK'], T: ['AB'],
  V: ['BC'], X: ['NU', 'NT'], Y: ['YT'],
};

/** A Canadian postal code: letter digit letter, optional space or hyphen, digit letter digit (no D F I O Q U; no W Z first). */
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$/;
/** A US ZIP code: five digits, optionally ZIP+4. */
const US_ZIP = /^[0-9]{5}(-[0-9]{4})?$/;

/** Upper case, single inner space for Canadian codes ("m5j2x1" → "M5J 2X1"); trims US codes. */
export function normalizePostalCode(country: CountryCode, value: string): string {
  const trimmed = value.trim().toUpperCase();
  if (country !== 'CA') return trimmed;
  const compact = trimmed.replace(/[\s-]+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : trimmed;
}

/** Whether a postal code has the country's format (after normalisation). */
export function isValidPostalFormat(country: CountryCode, value: string): boolean {
  const normalized = normalizePostalCode(country, value);
  return country === 'CA' ? CA_POSTAL.test(normalized) : US_ZIP.test(normalized);
}

/** Whether a Canadian postal code's first letter matches the province; other countries always match. */
export function postalMatchesProvince(country: CountryCode, postalCode: string, stateCode: string): boolean {
  if (country !== 'CA') return true;
  const letter = postalCode.trim().toUpperCase().charAt(0);
  return (POSTAL_LETTER_PROVINCES[letter] ?? []).includes(stateCode);
}

export type PostalProblem = 'format' | 'province' | null;

/** What is wrong with a postal code for a country and state: its format, its province, or nothing. */
export function postalProblem(country: CountryCode, postalCode: string, stateCode: string): PostalProblem {
  if (!isValidPostalFormat(country, postalCode)) return 'format';
  return postalMatchesProvince(country, postalCode, stateCode) ? null : 'province';
}
