/**
 * Part numbers compared as shoppers type them (issue 30): case, spaces and dashes do not matter,
 * so '45022 tba a01', '45022-TBA-A01' and '45022TBAA01' are one number.
 */

/** The comparison key of a part number: upper case without whitespace or dashes. */
export function partNumberKey(text: string): string {
  return text.toUpperCase().replace(/[\s\p{Pd}]+/gu, '');
}

/**
 * The key of a search text when it can be a part number: 4 to 30 letters and digits with at
 * least one digit once spaces and dashes are gone; undefined otherwise (plain words).
 */
export function partNumberQueryKey(text: string): string | undefined {
  const key = partNumberKey(text.trim());
  return /^[A-Z0-9]{4,30}$/.test(key) && /\d/.test(key) ? key : undefined;
}
