/**
 * The storefront's sign-in endpoints (shared/account/account-api.ts; document 1 §4, §5, §8;
 * decisions 150–153): me, login, register, logout, password reset and change. JSON mutations are
 * same-origin only and rate-limited per client IP; answers never tell whether an account exists.
 */
import { Hono, type Context } from 'hono';
import type { Infer } from 'superstruct';
import type { AccountSummary, RegisterAccepted } from '../../../shared/account/account-api';
import {
  ACCOUNT_RULE_TEXTS_EN,
  confirmPasswordError,
  loginErrors,
  normalizeLogin,
  passwordError,
  registrationErrors,
  resetErrors,
} from '../../../shared/account/account-rules';
import { sitePrefsFor } from '../../../shared/checkout/site-prefs';
import { CAPTCHA_FAILED_MESSAGE } from '../../../shared/contact/contact-rules';
import { prefixFor } from '../../../shared/sites/resolve';
import { createAccountService, summaryOf, type LinkScope } from '../../commerce/accounts/account-service';
import { LoginSchema, PasswordChangeSchema, RegisterSchema, ResetConfirmSchema, ResetRequestSchema } from '../../commerce/accounts/account-schemas';
import { pepperOf, type PepperEnv } from '../../commerce/accounts/password-hash';
import { encUserId } from '../../commerce/accounts/enc-user-id';
import { siteOrigin } from '../../commerce/accounts/site-origin';
import { withGuessableCheck } from '../../commerce/accounts/password-policy';
import { jwtSecretOf } from '../../commerce/accounts/slas-jwt';
import type { Shopper } from '../../commerce/customer/shopper';
import { CHANGE_BUCKET, clearCheckStatement, clearLoginStreakOf, lockedAnswer, reserveCheck, signInBucket, trustThisDevice } from '../../commerce/accounts/login-guard';
import { deleteCustomerSessionsStatement, deleteSessionStatement, insertSessionStatement } from '../../data/repos/sessions-repo';
import { revokeCustomerFamiliesStatement, revokeFamilyStatement } from '../../data/repos/slas-repo';
import type { AppEnv } from '../../env';
import { SITES_CONFIG } from '../../../shared/sites/config';
import { createServices } from '../../commerce/services';
import { AppError } from '../../errors';
import { captchaVerifierFor, type CaptchaEnv } from '../../integrations/captcha';
import { emailPortFor } from '../../integrations/email';
import { clientIp, rateLimit } from '../../middleware/rate-limit';
import { endSession, isCookieSession, rotateSession, SLAS_SESSION_PREFIX } from '../../middleware/session-rotation';
import { ensureShopper, newSessionToken, SESSION_ABSOLUTE_MS, sessionCookie } from '../../middleware/shopper-session';
import { jsonBody } from '../commerce-api/json-body';
import { sameOriginOnly } from './newsletter';

export const LOGIN_FAILED_MESSAGE = 'Incorrect username or password, please try again.';
export const RESET_LINK_DEAD_MESSAGE = 'This link has expired or was already used. Please request a new one.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is incorrect.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue!';

/** Per client IP (decision 153): generous for shared networks, far below a guessing rate. */
export const LOGIN_IP_LIMIT = { name: 'account-login-ip', limit: 30, windowSeconds: 900 } as const;
export const REGISTER_IP_LIMIT = { name: 'account-register-ip', limit: 10, windowSeconds: 3600 } as const;
export const RESET_IP_LIMIT = { name: 'account-reset-ip', limit: 10, windowSeconds: 900 } as const;

function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

/** 400 with the first failing rule's en-US text and its field. */
export function ruleFailure(c: Context<AppEnv>, errors: Record<string, string | undefined>) {
  const [field, id] = Object.entries(errors).find(([, v]) => v) as [string, string];
  personal(c);
  return c.json({ status: 400, message: ACCOUNT_RULE_TEXTS_EN[id] ?? id, field }, 400);
}

function accounts(c: Context<AppEnv>) {
  return createAccountService({ db: c.env.DB, pepper: pepperOf(c.env as PepperEnv), email: emailPortFor(c.env) });
}

function linkScope(c: Context<AppEnv>): LinkScope {
  return { origin: siteOrigin(c.env, c.var.site.id), prefix: prefixFor(c.var.site, c.var.locale), locale: c.var.locale.id };
}

/** What the page shell shows of the request's shopper: a guest, or the signed-in customer's summary. */
export async function accountSummary(c: Context<AppEnv>): Promise<AccountSummary> {
  const shopper = c.var.shopper;
  const row = shopper?.type === 'registered' ? await accounts(c).findById(shopper.customerId) : null;
  return row ? { ...summaryOf(row), encUserId: await encUserId(jwtSecretOf(c.env), row.customer_id) } : { isRegistered: false };
}

/**
 * Login merge (document 1 §4): a guest's basket with items moves into the customer's basket. A
 * guest may have one basket per site (the sign-in request names only one), so each site's merges.
 */
async function mergeGuestBasket(c: Context<AppEnv>, guest: Shopper | null, customer: Shopper): Promise<void> {
  if (!guest || guest.type !== 'guest') return;
  for (const site of SITES_CONFIG.sites) {
    const locale = site.l10n.supportedLocales.find((l) => l.id === site.l10n.defaultLocale) ?? site.l10n.supportedLocales[0]!;
    const baskets = site.id === c.var.site.id ? c.var.services.baskets : createServices(c, site, locale).baskets;
    const basket = await baskets.current(guest);
    if (basket && basket.productItems.length > 0) await baskets.merge(customer, guest.customerId, true);
  }
}

/** Ends the request's SLAS token family, when the shopper came with a SLAS access token. */
function slasFamilyStatements(c: Context<AppEnv>): D1PreparedStatement[] {
  const sessionId = c.var.shopper?.sessionId ?? '';
  return sessionId.startsWith(SLAS_SESSION_PREFIX) ? [revokeFamilyStatement(c.env.DB, sessionId.slice(SLAS_SESSION_PREFIX.length), Date.now())] : [];
}

export type SignInOutcome =
  | { kind: 'invalid'; errors: Record<string, string | undefined> }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'refused' }
  | { kind: 'signed-in'; account: Awaited<ReturnType<ReturnType<typeof accounts>['authenticate']>> & object };

/**
 * Signs the request's shopper in (the JSON login and the login page's form post share it): the
 * rules, the throttle, the password check, a new session, and the guest's basket merged.
 */
export async function signIn(c: Context<AppEnv>, input: { email: string; password: string; rememberMe?: boolean }): Promise<SignInOutcome> {
  const errors = loginErrors(input);
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  const login = normalizeLogin(input.email);
  personal(c);
  // The attempt is reserved before the password is checked (one statement), whether or not the
  // login exists, so neither a burst nor the throttle itself says anything about the account.
  const check = await reserveCheck(c, await signInBucket(c, login));
  if (!check.ok) return { kind: 'locked', retryAfterSeconds: check.retryAfterSeconds };
  const service = accounts(c);
  const account = await service.authenticate(input.email, input.password);
  if (!account) return { kind: 'refused' };
  const guest = c.var.shopper;
  const extra = [...slasFamilyStatements(c), ...(await service.rehashStatements(account, input.password)), clearCheckStatement(c.env.DB, check.bucket)];
  const customer = await rotateSession(c, { customerId: account.customer_id, type: 'registered', email: account.email }, { persistent: input.rememberMe ?? true, extra });
  await trustThisDevice(c, login);
  await mergeGuestBasket(c, guest, customer);
  return { kind: 'signed-in', account };
}

export type RegisterInput = Infer<typeof RegisterSchema>;
export type RegisterOutcome = { kind: 'invalid'; errors: Record<string, string | undefined> } | { kind: 'captcha-failed' } | { kind: 'accepted' };

/**
 * Registers an account and signs it in (the JSON endpoint and the registration page's form post
 * share it): the rules, the captcha when the site asks for one, the account, a new session and the
 * guest's basket merged. A taken e-mail is "accepted" too (decision 259).
 */
export async function registerAccount(c: Context<AppEnv>, input: RegisterInput): Promise<RegisterOutcome> {
  const errors = withGuessableCheck(registrationErrors(input), 'password', input.password, input);
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  personal(c);
  if (sitePrefsFor(c.var.site.l10n.country, c.env as { RECAPTCHA_ENABLED?: string }).recaptchaEnabled) {
    const check = await captchaVerifierFor(c.env as CaptchaEnv).verify(input.captchaToken ?? '', clientIp(c));
    if (!check.success) return { kind: 'captcha-failed' };
  }
  const guest = c.var.shopper;
  const persistent = true;
  const { token, idHash } = await newSessionToken();
  const now = Date.now();
  const result = await accounts(c).register(
    { firstName: input.firstName, lastName: input.lastName, email: input.email, password: input.password, signUp: input.signUp ?? false, preferredLocale: input.preferredLocale ?? null },
    linkScope(c),
    async (customerId) => [
      ...(isCookieSession(guest) ? [deleteSessionStatement(c.env.DB, guest.sessionId)] : []),
      ...slasFamilyStatements(c),
      insertSessionStatement(c.env.DB, { idHash, customerId, now, expiresAt: now + SESSION_ABSOLUTE_MS }),
    ],
  );
  if (result.outcome === 'created') {
    // Signed in: the guest's session ended in the same batch; the new cookie replaces it.
    c.header('Set-Cookie', sessionCookie(token, persistent), { append: true });
    const customer: Shopper = { customerId: result.account.customer_id, sessionId: idHash, type: 'registered', email: result.account.email };
    c.set('shopper', customer);
    await mergeGuestBasket(c, guest, customer);
  } else {
    // A taken e-mail answers with the same cookies as a new account (decision 259): the caller
    // stays who they were, on a new session credential (a new guest when they had no session).
    if (isCookieSession(guest)) await rotateSession(c, guest, { persistent });
    else {
      c.set('shopper', null);
      await ensureShopper(c);
    }
  }
  return { kind: 'accepted' };
}

/** Sends a reset link when the e-mail has an account; the answer never says whether it has. */
export async function requestReset(c: Context<AppEnv>, input: { email: string }): Promise<{ kind: 'invalid'; errors: Record<string, string | undefined> } | { kind: 'accepted' }> {
  const errors = resetErrors(input);
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  await accounts(c).requestReset(input.email, linkScope(c));
  personal(c);
  return { kind: 'accepted' };
}

export type ResetConfirmOutcome = { kind: 'invalid'; errors: Record<string, string | undefined> } | { kind: 'dead-link' } | { kind: 'ok' };

/** A new password from an e-mailed link: the rules, the link spent, every session of the customer ended. */
export async function confirmReset(c: Context<AppEnv>, input: { token: string; password: string; confirmPassword: string }): Promise<ResetConfirmOutcome> {
  const errors = withGuessableCheck(
    { password: passwordError(input.password) ?? undefined, confirmPassword: confirmPasswordError(input.confirmPassword, input.password) ?? undefined },
    'password',
    input.password,
  );
  personal(c);
  if (errors.password || errors.confirmPassword) return { kind: 'invalid', errors };
  const customerId = /^[A-Za-z0-9_-]{43}$/.test(input.token) ? await accounts(c).confirmReset(input.token, input.password) : null;
  if (!customerId) return { kind: 'dead-link' };
  await clearLoginStreakOf(c.env.DB, customerId);
  // Every session of the customer ended with the reset, this browser's included.
  if (c.var.shopper?.customerId === customerId) await endSession(c);
  return { kind: 'ok' };
}

export const accountAuthApi = new Hono<AppEnv>()
  .get('/account/me', async (c) => {
    const body = await accountSummary(c);
    personal(c);
    return c.json(body);
  })

  .post('/account/login', sameOriginOnly, rateLimit(LOGIN_IP_LIMIT), async (c) => {
    const outcome = await signIn(c, await jsonBody(c, LoginSchema));
    if (outcome.kind === 'invalid') return ruleFailure(c, outcome.errors);
    if (outcome.kind === 'locked') return lockedAnswer(c, outcome.retryAfterSeconds);
    if (outcome.kind === 'refused') return c.json({ status: 401, message: LOGIN_FAILED_MESSAGE }, 401);
    return c.json(summaryOf(outcome.account) satisfies AccountSummary);
  })

  .post('/account/register', sameOriginOnly, rateLimit(REGISTER_IP_LIMIT), async (c) => {
    const outcome = await registerAccount(c, await jsonBody(c, RegisterSchema));
    if (outcome.kind === 'invalid') return ruleFailure(c, outcome.errors);
    if (outcome.kind === 'captcha-failed') throw new AppError(400, CAPTCHA_FAILED_MESSAGE, 'captcha_failed');
    const body: RegisterAccepted = { status: 'accepted' };
    return c.json(body, 202);
  })

  .post('/account/logout', sameOriginOnly, async (c) => {
    await endSession(c, slasFamilyStatements(c));
    personal(c);
    return c.json({ isRegistered: false } satisfies AccountSummary);
  })

  .post('/account/password-reset', sameOriginOnly, rateLimit(RESET_IP_LIMIT), async (c) => {
    const outcome = await requestReset(c, await jsonBody(c, ResetRequestSchema));
    if (outcome.kind === 'invalid') return ruleFailure(c, outcome.errors);
    return c.json({ status: 'accepted' }, 202);
  })

  .post('/account/password-reset/confirm', sameOriginOnly, rateLimit(RESET_IP_LIMIT), async (c) => {
    const outcome = await confirmReset(c, await jsonBody(c, ResetConfirmSchema));
    if (outcome.kind === 'invalid') return ruleFailure(c, outcome.errors);
    if (outcome.kind === 'dead-link') return c.json({ status: 400, message: RESET_LINK_DEAD_MESSAGE, field: 'token' }, 400);
    return c.json({ status: 'ok' });
  })

  .post('/account/password', sameOriginOnly, async (c) => {
    const shopper = c.var.shopper;
    personal(c);
    if (shopper?.type !== 'registered') return c.json({ status: 401, message: SIGN_IN_REQUIRED_MESSAGE }, 401);
    const input = await jsonBody(c, PasswordChangeSchema);
    const service = accounts(c);
    const row = await service.findById(shopper.customerId);
    if (!row) return c.json({ status: 401, message: SIGN_IN_REQUIRED_MESSAGE }, 401);
    const errors = withGuessableCheck(
      {
        currentPassword: input.currentPassword ? undefined : 'auth.password.required',
        password: passwordError(input.password) ?? undefined,
        confirmPassword: confirmPasswordError(input.confirmPassword, input.password) ?? undefined,
      },
      'password',
      input.password,
      { email: row.email, firstName: row.first_name, lastName: row.last_name },
    );
    if (errors.currentPassword || errors.password || errors.confirmPassword) return ruleFailure(c, errors);
    // Guesses at the current password through a signed-in session have a bucket of their own.
    const check = await reserveCheck(c, `${CHANGE_BUCKET}${row.customer_id}`);
    if (!check.ok) return lockedAnswer(c, check.retryAfterSeconds);
    if (!(await service.verifyFor(row, input.currentPassword))) {
      return c.json({ status: 400, message: CURRENT_PASSWORD_WRONG_MESSAGE, field: 'currentPassword' }, 400);
    }
    // New password, every other session and token family ends, this one rotates: one transaction.
    await rotateSession(c, shopper, {
      extra: [
        await service.newPasswordStatement(row.customer_id, input.password),
        deleteCustomerSessionsStatement(c.env.DB, row.customer_id),
        revokeCustomerFamiliesStatement(c.env.DB, row.customer_id, Date.now()),
        clearCheckStatement(c.env.DB, check.bucket),
      ],
    });
    return c.json(summaryOf(row) satisfies AccountSummary);
  });
