/**
 * Registration and password reset posted without JavaScript (decision 293): the same functions as
 * the JSON endpoints (account-auth.ts) under the same rate limits, answered as a page. Passwords
 * are never put back in the page: only names and the e-mail are.
 */
import type { Context } from 'hono';
import { buildHref } from '../../shared/sites/resolve';
import type { AppEnv } from '../env';
import { confirmReset, registerAccount, REGISTER_IP_LIMIT, requestReset, RESET_IP_LIMIT } from './api/account-auth';
import { answer, failedFields, overLimit, text, type Fields } from './page-form-answer';
import { pageResponse } from './pages';

const EMAIL_MAX = 254 * 2;

/** /registration: 303 to the account when accepted, else the page with the fields' messages. */
export async function registerPost(c: Context<AppEnv>, fields: Fields): Promise<Response> {
  const values = { firstName: text(fields.firstName, 200).trim(), lastName: text(fields.lastName, 200).trim(), email: text(fields.email, EMAIL_MAX).trim() };
  // An unticked checkbox is not posted: absent means "no e-mails".
  const signUp = fields.signUp === 'on';
  const kept = { ...values, ...(signUp ? { signUp: 'on' } : {}) };
  if (await overLimit(c, REGISTER_IP_LIMIT)) return pageResponse(c, { status: 429, answer: answer('register', 'failed', 'auth.login.tooMany', { values: kept }) });
  const outcome = await registerAccount(c, { ...values, password: text(fields.password), confirmPassword: text(fields.confirmPassword), signUp, preferredLocale: c.var.locale.id });
  if (outcome.kind === 'invalid') return pageResponse(c, { status: 400, answer: answer('register', 'invalid', '', { values: kept, fieldErrors: failedFields(outcome.errors) }) });
  if (outcome.kind === 'captcha-failed') return pageResponse(c, { status: 400, answer: answer('register', 'failed', 'auth.register.captchaFailed', { values: kept }) });
  // As after a scripted registration: the account page, loaded afresh (a taken e-mail lands on
  // the same redirect, decision 259).
  return c.redirect(buildHref('/account', c.var.site, c.var.locale), 303);
}

/** /reset-password without a token: the "a link will arrive" view, whether or not the e-mail has an account. */
export async function resetRequestPost(c: Context<AppEnv>, fields: Fields): Promise<Response> {
  const values = { email: text(fields.email, EMAIL_MAX).trim() };
  if (await overLimit(c, RESET_IP_LIMIT)) return pageResponse(c, { status: 429, answer: answer('reset', 'failed', 'auth.login.tooMany', { values }) });
  const outcome = await requestReset(c, values);
  if (outcome.kind === 'invalid') return pageResponse(c, { status: 400, answer: answer('reset', 'invalid', '', { values, fieldErrors: failedFields(outcome.errors) }) });
  return pageResponse(c, { status: 200, answer: answer('reset', 'ok', '', { values }) });
}

/** /reset-password?token=…: the new password; the token comes with the page's address, as e-mailed. */
export async function newPasswordPost(c: Context<AppEnv>, fields: Fields): Promise<Response> {
  if (await overLimit(c, RESET_IP_LIMIT)) return pageResponse(c, { status: 429, answer: answer('new-password', 'failed', 'auth.login.tooMany') });
  const outcome = await confirmReset(c, { token: c.req.query('token') ?? '', password: text(fields.password), confirmPassword: text(fields.confirmPassword) });
  if (outcome.kind === 'invalid') return pageResponse(c, { status: 400, answer: answer('new-password', 'invalid', '', { fieldErrors: failedFields(outcome.errors) }) });
  if (outcome.kind === 'dead-link') return pageResponse(c, { status: 400, answer: answer('new-password', 'failed', 'auth.resetConfirm.deadLink') });
  return pageResponse(c, { status: 200, answer: answer('new-password', 'ok', '') });
}
