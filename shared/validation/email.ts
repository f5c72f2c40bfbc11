/**
 * The shared e-mail pattern (document 1 §5): a local part (dot-separated atoms or a quoted
 * string), "@", then a bracketed IPv4 address or a dotted domain whose last label has at least
 * two letters.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Newsletter and other e-mail validation failure (document 1 §5, §8). */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email';

/** Whether a value matches the shared e-mail pattern (callers trim first where the rule says so). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
