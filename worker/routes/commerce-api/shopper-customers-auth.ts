/**
 * Shopper Customers sign-up calls (document 1 §7; decision 151): registerCustomer and the
 * reset-password token request, on the same account service as the storefront. registerCustomer
 * answers 200 with a Customer made of the registration as received (decision 268), the reset
 * request 202 {status: 'accepted'}, both alike whether or not the login is taken; a reset token
 * is never returned to the caller, it is e-mailed to the account's owner. Signing in is SLAS's
 * (/oauth2/login).
 */
import { Hono, type Context } from 'hono';
import { enums, optional, size, string, type } from 'superstruct';
import { normalizeLogin, registrationErrors, resetErrors } from '../../../shared/account/account-rules';
import { sitePrefsFor } from '../../../shared/checkout/site-prefs';
import { CAPTCHA_FAILED_MESSAGE } from '../../../shared/contact/contact-rules';
import { prefixFor } from '../../../shared/sites/resolve';
import { createAccountService } from '../../commerce/accounts/account-service';
import { pepperOf, type PepperEnv } from '../../commerce/accounts/password-hash';
import { siteOrigin } from '../../commerce/accounts/site-origin';
import { withGuessableCheck } from '../../commerce/accounts/password-policy';
import type { AppEnv } from '../../env';
import { AppError } from '../../errors';
import { captchaVerifierFor, type CaptchaEnv } from '../../integrations/captcha';
import { emailPortFor } from '../../integrations/email';
import { clientIp, rateLimit } from '../../middleware/rate-limit';
import { REGISTER_IP_LIMIT, RESET_IP_LIMIT, ruleFailure, SIGN_IN_REQUIRED_MESSAGE } from '../api/account-auth';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';

const text = (max: number) => size(string(), 0, max);

const RegisterCustomerSchema = type({
  customer: type({
    login: text(508),
    email: optional(text(508)),
    firstName: text(200),
    lastName: text(200),
    preferredLocale: optional(enums(['en-US', 'en-CA', 'fr-CA', 'es-US'] as const)),
    c_captchaToken: optional(text(4096)),
  }),
  password: text(1024),
});

const ResetTokenSchema = type({ login: text(508) });

function accounts(c: Context<AppEnv>) {
  return createAccountService({ db: c.env.DB, pepper: pepperOf(c.env as PepperEnv), email: emailPortFor(c.env) });
}

/** The Customer a registration answers: what was asked for, nothing read from the accounts. */
function registeredCustomer(customer: { login: string; firstName: string; lastName: string; preferredLocale?: string }, email: string) {
  return {
    authType: 'registered',
    login: normalizeLogin(customer.login),
    email: email.trim(),
    firstName: customer.firstName.trim(),
    lastName: customer.lastName.trim(),
    ...(customer.preferredLocale ? { preferredLocale: customer.preferredLocale } : {}),
  };
}

/** Like SCAPI, these calls need a shopper token (a SLAS guest's at least). */
function requireShopper(c: Context<AppEnv>): void {
  if (!c.var.shopper) throw new AppError(401, SIGN_IN_REQUIRED_MESSAGE, 'unauthorized');
}

export const shopperCustomersAuthApi = new Hono<AppEnv>()
  .post('/organizations/:org/customers', rateLimit(REGISTER_IP_LIMIT), async (c) => {
    const { site, locale } = commerceScope(c);
    requireShopper(c);
    const { customer, password } = await jsonBody(c, RegisterCustomerSchema);
    const email = customer.email ?? customer.login;
    const errors = withGuessableCheck(
      registrationErrors({ firstName: customer.firstName, lastName: customer.lastName, email, password, confirmPassword: password }),
      'password',
      password,
      { email, firstName: customer.firstName, lastName: customer.lastName },
    );
    if (Object.keys(errors).length) return ruleFailure(c, errors);
    if (normalizeLogin(customer.login) !== normalizeLogin(email)) return c.json({ status: 400, message: 'The login must be the e-mail address.', field: 'login' }, 400);
    if (sitePrefsFor(site.l10n.country, c.env as { RECAPTCHA_ENABLED?: string }).recaptchaEnabled) {
      const check = await captchaVerifierFor(c.env as CaptchaEnv).verify(customer.c_captchaToken ?? '', clientIp(c));
      if (!check.success) throw new AppError(400, CAPTCHA_FAILED_MESSAGE, 'captcha_failed');
    }
    await accounts(c).register(
      { firstName: customer.firstName, lastName: customer.lastName, email, password, signUp: false, preferredLocale: customer.preferredLocale ?? null },
      { origin: siteOrigin(c.env, site.id), prefix: prefixFor(site, locale), locale: locale.id },
      async () => [],
    );
    c.header('Cache-Control', 'no-store');
    // SCAPI answers the Customer; ours is the registration as received, the same whether or not the
    // login was free (decision 268): the customer id arrives with sign-in, which only the owner passes.
    return c.json(registeredCustomer(customer, email), 200);
  })

  .post('/organizations/:org/customers/password/actions/create-reset-token', rateLimit(RESET_IP_LIMIT), async (c) => {
    const { site, locale } = commerceScope(c);
    requireShopper(c);
    const { login } = await jsonBody(c, ResetTokenSchema);
    const errors = resetErrors({ email: login });
    if (Object.keys(errors).length) return ruleFailure(c, errors);
    await accounts(c).requestReset(login, { origin: siteOrigin(c.env, site.id), prefix: prefixFor(site, locale), locale: locale.id });
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'accepted' }, 202);
  });
