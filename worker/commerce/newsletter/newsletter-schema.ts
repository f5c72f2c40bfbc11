import { coerce, define, string, type, type Infer } from 'superstruct';
import { ALL_LOCALES, isLocaleId, type LocaleId } from '../../../shared/sites/config';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../../../shared/validation/email';

// Each rule answers its own message, so a 400 reads like the form's text instead of a type dump.
const Email = define<string>('Email', (value) => {
  if (typeof value !== 'string') return 'email is required';
  return isValidEmail(value) || INVALID_EMAIL_MESSAGE;
});

const Locale = define<LocaleId>('Locale', (value) => (typeof value === 'string' && isLocaleId(value)) || `locale must be one of ${ALL_LOCALES.join(', ')}`);

/** Newsletter sign-up body (document 1 §3, §7): the e-mail is trimmed, then pattern-checked. */
export const NewsletterSignupSchema = type({
  email: coerce(Email, string(), (value) => value.trim()),
  locale: Locale,
});

export type NewsletterSignup = Infer<typeof NewsletterSignupSchema>;
