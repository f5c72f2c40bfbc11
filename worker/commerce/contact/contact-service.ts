import { CAPTCHA_FAILED_MESSAGE, validateContactForm } from '../../../shared/contact/contact-rules';
import { AppError, BadRequestError } from '../../errors';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-port';
import type { EmailPort } from '../../integrations/email/email-port';
import { insertContactMessage } from '../../data/repos/contact-messages-repo';
import type { ContentService } from '../content/content-service';
import type { ContactMessage } from './contact-schema';

export interface ContactServiceDeps {
  db: D1Database;
  /** Content of the message's own locale (its form decides what is required). */
  content: ContentService;
  captcha: CaptchaVerifier;
  /** The site preference recaptchaEnabled (document 1 §2.7, §7): without it no token is asked for. */
  captchaRequired: boolean;
  email: EmailPort;
  siteId: string;
  supportAddress: string;
  now?: () => Date;
}

/** Contact messages: checked against the content's form and the captcha, stored, e-mailed to support. */
export function createContactService(deps: ContactServiceDeps) {
  return {
    /** Sends one message; 400 with the form's message on bad input, 400 mentioning captcha on a missing or failed captcha. */
    async send(input: ContactMessage, remoteIp?: string): Promise<{ success: true }> {
      const form = await deps.content.contactForm();
      if (!form) throw new AppError(503, 'The contact form is not available right now', 'contact_unavailable');
      const values = { firstName: input.firstName.trim(), lastName: input.lastName.trim(), email: input.email.trim(), subject: input.subject.trim(), message: input.message.trim() };
      const errors = validateContactForm(form.fields, values);
      const first = Object.values(errors)[0];
      if (first) throw new BadRequestError(first);
      // Asked for when the site has the captcha on and the form's content does not leave it out (decision 253).
      if (deps.captchaRequired && form.captchaEnabled) {
        const check = await deps.captcha.verify(input.recaptchaToken, remoteIp);
        if (!check.success) throw new AppError(400, CAPTCHA_FAILED_MESSAGE, 'captcha_failed');
      }
      const createdAt = (deps.now ?? (() => new Date()))().toISOString();
      const name = [values.firstName, values.lastName].filter(Boolean).join(' ');
      // E-mail first: if the e-mail service fails or times out nothing is stored and the shopper
      // sees the form's error message and can send again without leaving a duplicate (decision 190).
      await deps.email.send({
        to: deps.supportAddress,
        kind: 'contact',
        subject: `[Contact] ${values.subject}`,
        text: `From: ${name} <${values.email}>\nSite: ${deps.siteId} (${input.locale})\nSent: ${input.sentDate}\n\n${values.message}`,
      });
      await insertContactMessage(deps.db, { siteId: deps.siteId, locale: input.locale, ...values, sentDate: input.sentDate, createdAt }).run();
      return { success: true };
    },
  };
}
