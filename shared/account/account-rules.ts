/**
 * Account form rules (document 1 §5: Password strength, Registration, Login, Reset password), one
 * source for the browser forms and the worker endpoints. Each failure is a message id of the `auth`
 * namespace; the form shows it in the shopper's language and the API answers its en-US text.
 * Passwords follow decision 257 (ASVS 5.0) instead of the spec's composition rules: 8–64
 * characters, no composition, and the server refuses common ones.
 */
import { isValidEmail } from '../validation/email';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** The length the strength indicator calls strong: ASVS 5.0 recommends 15 without MFA (decision 257). */
export const PASSWORD_RECOMMENDED = 15;
export const NAME_MIN = 2;
export const NAME_MAX = 50;

/** The strength indicator's levels, weakest first (message ids `auth.strength.{level}`). */
export const PASSWORD_STRENGTH_LEVELS = ['none', 'weak', 'fair', 'good', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/**
 * The strength the indicator shows (decision 257). No composition rules (ASVS 5.0 V6.2.5): length
 * is what counts, 15 or more is strong; a password of very few different characters stays weak.
 * The browser has no list of common passwords: the server refuses those ("too common").
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length === 0) return 'none';
  if (length < PASSWORD_MIN || new Set(password.toLowerCase()).size < 4) return 'weak';
  if (length >= PASSWORD_RECOMMENDED) return 'strong';
  return length >= 12 ? 'good' : 'fair';
}

/**
 * A new password: required and 8–64 characters. Whether it is too common is the server's check
 * (`auth.password.common`), against a list the browser does not load.
 */
export function passwordError(password: string, required = 'auth.password.create'): string | null {
  if (!password) return required;
  if (password.length < PASSWORD_MIN) return 'auth.password.min';
  if (password.length > PASSWORD_MAX) return 'auth.password.max';
  return null;
}

/** Confirm password: required and equal to the password (the password's own rules show on it). */
export function confirmPasswordError(confirm: string, password: string): string | null {
  if (!confirm) return 'auth.confirm.required';
  if (confirm !== password) return 'auth.confirm.mismatch';
  return null;
}

/** Letters (accented included) and spaces only. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '\-.]?[\p{L}\p{M}]+)*$/u;

/** First or last name: required, trimmed 2–50, letters/spaces/accented letters only. */
export function nameError(value: string, which: 'firstName' | 'lastName'): string | null {
  const trimmed = value.trim();
  if (!trimmed) return `auth.${which}.required`;
  if (trimmed.length < NAME_MIN) return `auth.${which}.min`;
  if (trimmed.length > NAME_MAX) return `auth.${which}.max`;
  if (!/^[\p{L}\p{M} ]+$/u.test(trimmed) || !NAME_PATTERN.test(trimmed.replace(/ +/g, ' '))) return `auth.${which}.invalid`;
  return null;
}

/** E-mail: required, then the shared pattern (document 1 §5). */
export function emailError(value: string, required = 'auth.email.required'): string | null {
  const trimmed = value.trim();
  if (!trimmed) return required;
  return isValidEmail(trimmed) ? null : 'auth.email.invalid';
}

/** Login password: required, at least 8. */
export function loginPasswordError(password: string): string | null {
  if (!password) return 'auth.password.required';
  return password.length < PASSWORD_MIN ? 'auth.password.min' : null;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function collect<K extends string>(entries: [K, string | null][]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [field, error] of entries) if (error) errors[field] = error;
  return errors;
}

export function registrationErrors(input: { firstName: string; lastName: string; email: string; password: string; confirmPassword: string }) {
  return collect<'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword'>([
    ['firstName', nameError(input.firstName, 'firstName')],
    ['lastName', nameError(input.lastName, 'lastName')],
    ['email', emailError(input.email)],
    ['password', passwordError(input.password)],
    ['confirmPassword', confirmPasswordError(input.confirmPassword, input.password)],
  ]);
}

export function loginErrors(input: { email: string; password: string }) {
  return collect<'email' | 'password'>([
    ['email', emailError(input.email)],
    ['password', loginPasswordError(input.password)],
  ]);
}

/** Reset: the e-mail is required with the "valid e-mail" message (document 1 §5). */
export function resetErrors(input: { email: string }) {
  return collect<'email'>([['email', emailError(input.email, 'auth.email.invalid')]]);
}

/** The login: the e-mail trimmed and lower-cased. */
export function normalizeLogin(email: string): string {
  return email.trim().toLowerCase();
}

/** The en-US texts of the rule messages (the spec's words); the `auth` messages files carry all four locales. */
export const ACCOUNT_RULE_TEXTS_EN: Record<string, string> = {
  'auth.firstName.required': 'Please enter your first name.',
  'auth.lastName.required': 'Please enter your last name.',
  'auth.firstName.min': 'First Name must be at least 2 characters.',
  'auth.lastName.min': 'Last Name must be at least 2 characters.',
  'auth.firstName.max': 'First Name cannot exceed 50 characters.',
  'auth.lastName.max': 'Last Name cannot exceed 50 characters.',
  'auth.firstName.invalid': 'Please enter a valid first name.',
  'auth.lastName.invalid': 'Please enter a valid last name.',
  'auth.email.required': 'Please enter your email address.',
  'auth.email.invalid': 'Please enter a valid email address.',
  'auth.password.required': 'Please enter your password.',
  'auth.password.create': 'Please create a password.',
  'auth.password.min': 'Password must be at least 8 characters.',
  'auth.password.max': 'Password cannot exceed 64 characters.',
  'auth.password.common': 'This password is too common. Please choose one that is harder to guess.',
  'auth.confirm.required': 'Please repeat password.',
  'auth.confirm.mismatch': 'Passwords Don’t Match.',
};

/** The rule id of an en-US rule text the API answered (the forms show it in the page's language). */
export function ruleIdOfText(message: string): string | null {
  return Object.entries(ACCOUNT_RULE_TEXTS_EN).find(([, text]) => text === message)?.[0] ?? null;
}
