/**
 * Forms posted to a page without JavaScript (decisions 270, 293): the login page's form, the
 * footer's newsletter sign-up, and (in their own files) registration, password reset, contact and
 * the checkout's address.
 * Each does what its JSON endpoint does, then answers as a page: a redirect when done, else the
 * same page rendered again with the answer (and a 4xx for bad input or a refusal). A password
 * never travels in a URL: these forms post.
 */
import type { Context } from 'hono';
import { safeNextPath } from '../../shared/account/next-path';
import { buildHref } from '../../shared/sites/resolve';
import { PAGE_FORM_FIELD } from '../../shared/types/form-answer';
import { isValidEmail } from '../../shared/validation/email';
import type { AppEnv } from '../env';
import { AppError, BadRequestError } from '../errors';
import { CROSS_SITE_MESSAGE, isSameOrigin } from '../middleware/same-origin';
import { sessionResolver } from '../middleware/shopper-session';
import { LOGIN_IP_LIMIT, signIn } from './api/account-auth';
import { NEWSLETTER_RATE_LIMIT } from './api/newsletter';
import { formFields } from './form-body';
import { answer, failedFields, overLimit, text, type Fields } from './page-form-answer';
import { newPasswordPost, registerPost, resetRequestPost } from './page-forms-account';
import { checkoutAddressPost } from './page-form-checkout';
import { contactPost } from './page-form-contact';
import { pageResponse } from './pages';

export const NO_PAGE_FORM_MESSAGE = 'This page takes no form post';

async function loginPost(c: Context<AppEnv>, fields: Fields): Promise<Response> {
  const email = text(fields.email, 254 * 2);
  const values = { email };
  if (await overLimit(c, LOGIN_IP_LIMIT)) return pageResponse(c, { status: 429, answer: answer('login', 'failed', 'auth.login.tooMany', { values }) });
  // An unticked checkbox is not posted at all: absent means "do not remember me".
  const outcome = await signIn(c, { email, password: text(fields.password), rememberMe: fields.rememberMe === 'on' });
  if (outcome.kind === 'signed-in') {
    const next = safeNextPath(c.req.query('next')) ?? '/account';
    return c.redirect(buildHref(next, c.var.site, c.var.locale), 303);
  }
  if (outcome.kind === 'invalid') {
    return pageResponse(c, { status: 400, answer: answer('login', 'invalid', '', { values, fieldErrors: failedFields(outcome.errors) }) });
  }
  if (outcome.kind === 'locked') c.header('Retry-After', String(outcome.retryAfterSeconds));
  const [status, message] = outcome.kind === 'locked' ? ([429, 'auth.login.tooMany'] as const) : ([401, 'auth.login.failed'] as const);
  return pageResponse(c, { status, answer: answer('login', 'failed', message, { values }) });
}

async function newsletterPost(c: Context<AppEnv>, fields: Fields): Promise<Response> {
  const email = text(fields.email, 254 * 2).trim();
  if (await overLimit(c, NEWSLETTER_RATE_LIMIT)) return pageResponse(c, { status: 429, answer: answer('newsletter', 'failed', 'shell.newsletter.error', { values: { email } }) });
  if (!isValidEmail(email)) return pageResponse(c, { status: 400, answer: answer('newsletter', 'invalid', 'shell.newsletter.invalid', { values: { email } }) });
  try {
    await c.var.services.newsletter.subscribe({ email, locale: c.var.locale.id });
  } catch (error) {
    console.error('newsletter sign-up failed', c.var.requestId, error);
    return pageResponse(c, { status: 503, answer: answer('newsletter', 'failed', 'shell.newsletter.error', { values: { email } }) });
  }
  c.header('Cache-Control', 'no-store');
  return pageResponse(c, { status: 200, answer: answer('newsletter', 'ok', 'shell.newsletter.success') });
}

/** POST to a page: the form named by the `_form` field, from one of our own pages only. */
export async function pageFormPost(c: Context<AppEnv>): Promise<Response> {
  if (!isSameOrigin(c)) throw new AppError(403, CROSS_SITE_MESSAGE, 'forbidden');
  const fields = await formFields(c);
  if (!fields) throw new BadRequestError('The form could not be read');
  const form = fields[PAGE_FORM_FIELD];
  // Pages resolve the shopper lazily; a form post acts for them (a guest's basket merged on
  // sign-in, the checkout's basket), as the JSON endpoints' session middleware does.
  c.set('shopper', await sessionResolver.resolve(c));
  if (form === 'login' && c.var.path === '/login') return loginPost(c, fields);
  if (form === 'newsletter') return newsletterPost(c, fields);
  if (form === 'register' && c.var.path === '/registration') return registerPost(c, fields);
  if (form === 'reset' && c.var.path === '/reset-password') return resetRequestPost(c, fields);
  if (form === 'new-password' && c.var.path === '/reset-password') return newPasswordPost(c, fields);
  if (form === 'contact' && c.var.path === '/contact-us') return contactPost(c, fields);
  if (form === 'checkout-address' && c.var.path === '/checkout') return checkoutAddressPost(c, fields);
  throw new AppError(405, NO_PAGE_FORM_MESSAGE, 'method_not_allowed');
}
