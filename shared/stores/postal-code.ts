/** Postal-code rules for store search (document 1 §5, document 2 §5). */

/** Province codes by the first letter of a Canadian postal code. */
export const POSTAL_LETTER_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'], B: ['NS'], C: ['PE'], E: ['NB'], G: ['QC'], H: ['QC'], J: ['QC'],
  K: ['ON'], L: ['ON'], M: ['ON'], N: ['ON'], P: ['ON'], R: ['MB'], S: ['SK'],
  T: ['AB'], V: ['BC'], X: ['NU', 'NT'], Y: ['YT'],
};

/** Store postal-code input: trimmed and every whitespace removed ("M5J 2X1 " → "M5J2X1"). */
export function normalizeStorePostalCode(input: string): string {
  return input.trim().replace(/\s+/g, '');
}

/** True when a Canadian postal code's first letter belongs to the province (A NL … Y YT). */
export function postalCodeMatchesProvince(postalCode: string, province: string): boolean {
  const provinces = POSTAL_LETTER_PROVINCES[postalCode.charAt(0).toUpperCase()];
  return Boolean(provinces?.includes(province.toUpperCase()));
}

// A full code (A1A1A1) or its forward sortation area (A1A), letters D F I O Q U W Z never used.
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z](\d[ABCEGHJ-NPRSTV-Z]\d)?$/i;
// Five-digit ZIP, optionally ZIP+4.
const US_ZIP = /^\d{5}(-?\d{4})?$/;

/** A normalized postal code (see normalizeStorePostalCode) in the country's format. */
export function isValidPostalCode(postalCode: string, country: 'CA' | 'US'): boolean {
  return (country === 'CA' ? CA_POSTAL : US_ZIP).test(postalCode);
}

/** Bundled-centroid key: the forward sortation area (first three characters) in Canada, the 5-digit ZIP in the US. */
export function postalCentroidKey(postalCode: string, country: 'CA' | 'US'): string {
  return country === 'CA' ? postalCode.slice(0, 3).toUpperCase() : postalCode.slice(0, 5);
}

export type PostalCheck = { ok: true; postalCode: string } | { ok: false };

/**
 * Checks a shopper's store postal-code input: normalized, in the country's format and, in Canada,
 * with a first letter that belongs to a province (and to `province` when one is known).
 */
export function checkStorePostalCode(input: string, country: 'CA' | 'US', province?: string | null): PostalCheck {
  const postalCode = normalizeStorePostalCode(input).toUpperCase();
  if (!isValidPostalCode(postalCode, country)) return { ok: false };
  if (country === 'CA' && province && !postalCodeMatchesProvince(postalCode, province)) return { ok: false };
  return { ok: true, postalCode };
}
