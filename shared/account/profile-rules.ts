import type { LocaleId } from './account-api';
import { nameError } from './account-rules';

/** Locales a customer may prefer (document 1 §3 Locale ids); null means none. */
export const PREFERRED_LOCALES: readonly LocaleId[] = ['en-US', 'en-CA', 'fr-CA', 'es-US'];

/** Why a name is invalid; messages are `account.profile.error.<field>.<code>` (document 1 §5 texts). */
export type NameErrorCode = 'required' | 'tooShort' | 'tooLong' | 'invalid';

const CODES: Record<string, NameErrorCode> = { required: 'required', min: 'tooShort', max: 'tooLong', invalid: 'invalid' };

/**
 * The registration rules for first and last name (document 1 §5, `nameError` of account-rules):
 * required, trimmed 2 to 50 characters, only letters, spaces and accented letters. Null means valid.
 */
export function nameProblem(value: string, which: 'firstName' | 'lastName'): NameErrorCode | null {
  const id = nameError(value, which);
  return id ? (CODES[id.slice(id.lastIndexOf('.') + 1)] ?? 'invalid') : null;
}

/** A name as stored: trimmed, inner runs of spaces made one (as registration stores it). */
export function cleanName(value: string): string {
  return value.trim().replace(/ +/g, ' ');
}

export function isPreferredLocale(value: unknown): value is LocaleId {
  return typeof value === 'string' && (PREFERRED_LOCALES as readonly string[]).includes(value);
}
