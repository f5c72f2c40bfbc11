import type { LocaleId } from './account-api';

/** Locales a customer may prefer (document 1 §3 Locale ids); null means none. */
export const PREFERRED_LOCALES: readonly LocaleId[] = ['en-US', 'en-CA', 'fr-CA', 'es-US'];

export const NAME_MIN = 2;
export const NAME_MAX = 50;

/** Why a name is invalid; messages are `account.profile.error.<field>.<code>` (document 1 §5 texts). */
export type NameErrorCode = 'required' | 'tooShort' | 'tooLong' | 'invalid';

// Letters (accented included, also as combining marks) and spaces only.
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

/**
 * The registration rules for first and last name (document 1 §5), applied to the trimmed value:
 * required, 2 to 50 characters, only letters, spaces and accented letters. Null means valid.
 */
export function nameProblem(value: string): NameErrorCode | null {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length < NAME_MIN) return 'tooShort';
  if (name.length > NAME_MAX) return 'tooLong';
  return NAME_PATTERN.test(name) ? null : 'invalid';
}

export function isPreferredLocale(value: unknown): value is LocaleId {
  return typeof value === 'string' && (PREFERRED_LOCALES as readonly string[]).includes(value);
}
