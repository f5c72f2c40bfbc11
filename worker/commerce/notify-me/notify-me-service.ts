import messages from '../../../shared/i18n/generated/messages.json';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../../../shared/validation/email';
import { insertNotifyMeRequest, productExists } from '../../data/repos/notify-me-repo';
import { BadRequestError, NotFoundError } from '../../errors';

const SUCCESS_KEY = 'notify.success';

/** Answer text of a stored (or repeated) request in the request's locale; the form shows it (document 2 §7). */
export function notifyMeSuccessMessage(locale: string): string {
  const all = messages as Record<string, Record<string, string>>;
  return all[locale]?.[SUCCESS_KEY] ?? all['en-US']![SUCCESS_KEY]!;
}

export interface NotifyMeRequest {
  email: unknown;
  productID: unknown;
  Locale: unknown;
}

/** Back-in-stock requests (document 2 §3 Notify-me payload), stored once per product and address. */
export function createNotifyMeService(db: D1Database, siteId: string, localeId: string) {
  return {
    async request(body: NotifyMeRequest, supportedLocales: readonly string[]): Promise<{ message: string }> {
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!email || email.length > 254 || !isValidEmail(email)) throw new BadRequestError(INVALID_EMAIL_MESSAGE);
      if (typeof body.productID !== 'string' || !body.productID.trim() || body.productID.length > 100) throw new BadRequestError('productID is required');
      const productId = body.productID.trim();
      const locale = body.Locale === undefined || body.Locale === null || body.Locale === '' ? localeId : body.Locale;
      if (typeof locale !== 'string' || !supportedLocales.includes(locale)) throw new BadRequestError(`Locale must be one of ${supportedLocales.join(', ')}`);
      if (!(await productExists(db, productId))) throw new NotFoundError(`Unknown product: ${productId}`);
      await insertNotifyMeRequest(db, productId, email, siteId, locale);
      return { message: notifyMeSuccessMessage(locale) };
    },
  };
}

export type NotifyMeService = ReturnType<typeof createNotifyMeService>;
