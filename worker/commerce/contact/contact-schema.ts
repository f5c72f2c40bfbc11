import { define, object, size, string, type Infer } from 'superstruct';
import { ALL_LOCALES, isLocaleId, type LocaleId } from '../../../shared/sites/config';

const Locale = define<LocaleId>('Locale', (value) => (typeof value === 'string' && isLocaleId(value)) || `locale must be one of ${ALL_LOCALES.join(', ')}`);
// Shape and size only; which fields are required and their messages come from the content's form.
const text = (max: number) => size(string(), 0, max);

/** POST /contactEmail body (document 1 §3 Contact message, §7). */
export const ContactMessageSchema = object({
  firstName: text(200),
  lastName: text(200),
  email: text(254),
  subject: text(200),
  message: text(5000),
  sentDate: size(string(), 1, 64),
  locale: Locale,
  recaptchaToken: text(4096),
});

export type ContactMessage = Infer<typeof ContactMessageSchema>;
