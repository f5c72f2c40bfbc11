/**
 * Account form rules (document 1 §5: Password strength, Registration, Login, Reset password), one
 * source for the browser forms and the worker endpoints. Each failure is a message id of the `auth`
 * namespace; the form shows it in the shopper's language and the API answers its en-US text.
 */
import { isValidEmail } from '../validation/email';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
/** The special characters the strength rule accepts (document 1 §5). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** The five-item checklist under the registration password, in display order. */
export const PASSWORD_CHECKLIST = [
  { id: 'length', label: 'auth.checklist.length', test: (p: string) => p.length >= PASSWORD_MIN },
  { id: 'uppercase', label: 'auth.checklist.uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'auth.checklist.lowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'auth.checklist.number', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', label: 'auth.checklist.special', test: (p: string) => [...p].some((ch) => PASSWORD_SPECIALS.includes(ch)) },
] as const;

export type PasswordCheck = (typeof PASSWORD_CHECKLIST)[number]['id'];

/** Which checklist items a password meets (the strength indicator counts them). */
export function passwordChecks(password: string): Record<PasswordCheck, boolean> {
  return Object.fromEntries(PASSWORD_CHECKLIST.map((item) => [item.id, item.test(password)])) as Record<PasswordCheck, boolean>;
}

/** Strength 0–5: how many checklist items are met. */
export function passwordStrength(password: string): number {
  return PASSWORD_CHECKLIST.filter((item) => item.test(password)).length;
}

/** Registration password: required, 8–64, then each strength rule with its own message. */
export function passwordError(password: string, required = 'auth.password.create'): string | null {
  if (!password) return required;
  if (password.length < PASSWORD_MIN) return 'auth.password.min';
  if (password.length > PASSWORD_MAX) return 'auth.password.max';
  const checks = passwordChecks(password);
  if (!checks.uppercase) return 'auth.password.uppercase';
  if (!checks.lowercase) return 'auth.password.lowercase';
  if (!checks.number) return 'auth.password.number';
  if (!checks.special) return 'auth.password.special';
  return null;
}

/** Confirm password: required, equal to the password, and as strong. */
export function confirmPasswordError(confirm: string, password: string): string | null {
  if (!confirm) return 'auth.confirm.required';
  if (confirm !== password) return 'auth.confirm.mismatch';
  return passwordError(confirm, 'auth.confirm.required');
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
  'auth.password.uppercase': 'Password must contain at least one uppercase letter.',
  'auth.password.lowercase': 'Password must contain at least one lowercase letter.',
  'auth.password.number': 'Password must contain at least one number.',
  'auth.password.special': 'Password must contain at least one special character.',
  'auth.confirm.required': 'Please repeat password.',
  'auth.confirm.mismatch': 'Passwords Don’t Match.',
  'auth.checklist.length': '8 characters minimum',
  'auth.checklist.uppercase': '1 uppercase',
  'auth.checklist.lowercase': '1 lowercase',
  'auth.checklist.number': '1 number',
  'auth.checklist.special': '1 special character',
};
