/** Contact form rules (document 1 §2.7, §4 Contact form, §5). */
import type { FormField } from '../content/content-types';

/** The e-mail message of the contact form (document 1 §5). */
export const CONTACT_EMAIL_MESSAGE = 'Please enter a valid email address.';
/** Captcha failure (document 1 §8). */
export const CAPTCHA_FAILED_MESSAGE = 'reCAPTCHA verification failed. Please try again.';

/** The contact and review forms' e-mail rule: {email} with a 2 to 6 letter ending (document 1 §5). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/** Longest accepted values; longer input is refused rather than cut. */
export const CONTACT_MAX_LENGTH: Record<FormField['name'], number> = { firstName: 50, lastName: 50, email: 254, subject: 100, message: 2000 };

export type ContactValues = Record<FormField['name'], string>;
export type ContactErrors = Partial<Record<FormField['name'], string>>;

/**
 * Field errors: a field is required only when the content says so (its own message); the e-mail,
 * when given, must match the pattern; a select must hold one of its options.
 */
export function validateContactForm(fields: readonly FormField[], values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.name] = field.errorMessage || (field.name === 'email' ? CONTACT_EMAIL_MESSAGE : field.errorMessage);
      continue;
    }
    if (field.name === 'email' && !CONTACT_EMAIL_PATTERN.test(value)) errors.email = field.errorMessage || CONTACT_EMAIL_MESSAGE;
    else if (field.type === 'select' && !field.options.includes(value)) errors[field.name] = field.errorMessage;
    else if (value.length > CONTACT_MAX_LENGTH[field.name]) errors[field.name] = field.errorMessage;
  }
  return errors;
}

/** Initial values: empty, the subject on its first option (document 1 §2.7). */
export function initialContactValues(fields: readonly FormField[]): ContactValues {
  const subject = fields.find((f) => f.name === 'subject');
  return { firstName: '', lastName: '', email: '', subject: subject?.options[0] ?? '', message: '' };
}

/** Send is disabled while the form is untouched, or while the captcha is required and unsolved. */
export function canSendContact(state: { touched: boolean; captchaRequired: boolean; captchaToken: string | null; submitting: boolean }): boolean {
  return state.touched && !state.submitting && (!state.captchaRequired || Boolean(state.captchaToken));
}

/** An error message containing the word captcha marks a captcha failure (document 1 §7). */
export function isCaptchaFailure(message: string): boolean {
  return /captcha/i.test(message);
}

/** Which captcha widget a form shows: Turnstile with its site key, or the local test widget. */
export type CaptchaWidgetConfig = { kind: 'turnstile'; siteKey: string } | { kind: 'local' };
