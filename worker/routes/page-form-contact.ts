/**
 * The contact page's form posted without JavaScript (decision 293): the content's form and its
 * rules decide the field messages (the same rules the service and the scripted form apply), then
 * the contact service sends it under the JSON endpoint's rate limit. Answered as the page again.
 */
import type { Context } from 'hono';
import { isCaptchaFailure, validateContactForm, type ContactValues } from '../../shared/contact/contact-rules';
import type { AppEnv } from '../env';
import { AppError } from '../errors';
import { clientIp } from '../middleware/rate-limit';
import { CONTACT_RATE_LIMIT, contactServiceFor } from './api/contact-email';
import { answer, failedFields, overLimit, text, type Fields } from './page-form-answer';
import { pageResponse } from './pages';

export async function contactPost(c: Context<AppEnv>, fields: Fields): Promise<Response> {
  const values: ContactValues = {
    firstName: text(fields.firstName, 200),
    lastName: text(fields.lastName, 200),
    email: text(fields.email, 254),
    subject: text(fields.subject, 200),
    message: text(fields.message, 5000),
  };
  // A refusal with message '' is worded by the form itself: the content's own error message.
  if (await overLimit(c, CONTACT_RATE_LIMIT)) return pageResponse(c, { status: 429, answer: answer('contact', 'failed', '', { values }) });
  const form = await c.var.services.content.contactForm();
  if (!form) return pageResponse(c, { status: 503, answer: answer('contact', 'failed', 'contact.unavailable', { values }) });
  // Field messages are the content's own texts (not message ids): the form shows them as they are.
  const errors = failedFields(validateContactForm(form.fields, values));
  if (Object.keys(errors).length) return pageResponse(c, { status: 400, answer: answer('contact', 'invalid', '', { values, fieldErrors: errors }) });
  try {
    await contactServiceFor(c, c.var.site, c.var.locale).send({ ...values, sentDate: new Date().toISOString(), locale: c.var.locale.id, recaptchaToken: '' }, clientIp(c));
  } catch (error) {
    if (error instanceof AppError && error.status === 400 && isCaptchaFailure(error.message)) {
      return pageResponse(c, { status: 400, answer: answer('contact', 'failed', 'contact.captchaFailed', { values }) });
    }
    console.error('contact message not sent', c.var.requestId, error);
    return pageResponse(c, { status: 503, answer: answer('contact', 'failed', '', { values }) });
  }
  c.header('Cache-Control', 'no-store');
  return pageResponse(c, { status: 200, answer: answer('contact', 'ok', '') });
}
