/**
 * SLAS (Shopper Login) at /shopper/auth/v1/organizations/{org}/oauth2/… (decision 154): authorize
 * (guests, hint=guest), login (registered, Basic credentials), token and logout, answering what
 * commerce-sdk-isomorphic's helpers read: 303 redirects carrying `code` and `usid`, and the token
 * response. Public clients with PKCE S256; redirect URIs must be registered for the client id, on
 * this origin, or (outside production) on a loopback host (decision 264).
 */
import { Hono, type Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import { normalizeLogin } from '../../../shared/account/account-rules';
import { SITES_CONFIG } from '../../../shared/sites/config';
import { findSite } from '../../../shared/sites/resolve';
import { createAccountService } from '../../commerce/accounts/account-service';
import { clearCheckStatement, lockedAnswer, reserveCheck, signInBucket } from '../../commerce/accounts/login-guard';
import { pepperOf, type PepperEnv } from '../../commerce/accounts/password-hash';
import { audienceOf, jwtSecretOf, looksLikeJwt, verifyAccessToken, type JwtEnv } from '../../commerce/accounts/slas-jwt';
import { AuthorizeQuerySchema, LoginFormSchema, LogoutQuerySchema, TokenFormSchema } from '../../commerce/accounts/slas-schemas';
import { isAllowedRedirect, registeredRedirects, type RedirectEnv } from '../../commerce/accounts/slas-redirects';
import { createSlasService, OAuthError, type CodeRequest } from '../../commerce/accounts/slas-service';
import type { AppEnv } from '../../env';
import { NotFoundError } from '../../errors';
import { emailPortFor } from '../../integrations/email';
import { rateLimit } from '../../middleware/rate-limit';
import { LOGIN_FAILED_MESSAGE, LOGIN_IP_LIMIT } from '../api/account-auth';

/** Guest sign-ins create a customer on a GET (as SLAS does): 60 a minute per client IP. */
export const SLAS_GUEST_IP_LIMIT = { name: 'slas-guest-ip', limit: 60, windowSeconds: 60 } as const;

function slas(c: Context<AppEnv>) {
  const env = c.env as unknown as JwtEnv;
  return createSlasService({ db: c.env.DB, secret: jwtSecretOf(env), audience: audienceOf(env) });
}

function checkOrg(c: Context<AppEnv>): void {
  if (c.req.param('org') !== c.env.ORGANIZATION_ID) throw new NotFoundError(`Unknown organization: ${c.req.param('org') ?? ''}`);
}

function oauthFailure(c: Context<AppEnv>, error: OAuthError) {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: error.status, message: error.message, error: error.error, error_description: error.message }, error.status);
}

function parse<T, S>(value: unknown, schema: Struct<T, S>): T {
  const [error, parsed] = validate(value, schema, { coerce: true });
  if (error) {
    const failure = error.failures()[0];
    throw new OAuthError(400, 'invalid_request', `${failure?.path.join('.') || 'request'}: ${failure?.message ?? error.message}`);
  }
  return parsed;
}

async function formOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    throw new OAuthError(400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded');
  }
  return (await c.req.parseBody()) as Record<string, unknown>;
}

/** The code request's common checks: a known site as channel, a redirect URI allowed for the client. */
function codeRequest(c: Context<AppEnv>, input: { client_id: string; channel_id: string; redirect_uri: string; code_challenge: string; usid?: string }): CodeRequest {
  const site = findSite(SITES_CONFIG, input.channel_id);
  if (!site || site.id !== input.channel_id) throw new OAuthError(400, 'invalid_request', `Unknown channel_id: ${input.channel_id.slice(0, 80)}`);
  try {
    new URL(input.redirect_uri);
  } catch {
    throw new OAuthError(400, 'invalid_request', 'redirect_uri must be an absolute URL');
  }
  const env = c.env as RedirectEnv;
  const allowed = isAllowedRedirect(input.redirect_uri, {
    clientId: input.client_id,
    apiOrigin: new URL(c.req.url).origin,
    production: env.ENVIRONMENT === 'production',
    clients: registeredRedirects(env),
  });
  if (!allowed) throw new OAuthError(400, 'invalid_request', `redirect_uri is not registered for client_id ${input.client_id.slice(0, 80)}`);
  return { clientId: input.client_id, siteId: site.id, redirectUri: input.redirect_uri, codeChallenge: input.code_challenge, usid: input.usid };
}

function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  try {
    const bytes = Uint8Array.from(atob(header.slice(6).trim()), (ch) => ch.charCodeAt(0));
    const decoded = new TextDecoder().decode(bytes);
    const at = decoded.indexOf(':');
    return at < 0 ? null : { username: decoded.slice(0, at), password: decoded.slice(at + 1) };
  } catch {
    return null;
  }
}

async function guarded(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  try {
    checkOrg(c);
    return await run();
  } catch (error) {
    if (error instanceof OAuthError) return oauthFailure(c, error);
    throw error;
  }
}

export const shopperLoginApi = new Hono<AppEnv>()
  .get('/organizations/:org/oauth2/authorize', rateLimit(SLAS_GUEST_IP_LIMIT), (c) =>
    guarded(c, async () => {
      const input = parse(c.req.query(), AuthorizeQuerySchema);
      const request = codeRequest(c, input);
      // Only guests authorize here; registered shoppers sign in through /oauth2/login.
      if (input.hint !== 'guest') throw new OAuthError(400, 'unsupported_response_type', 'Only hint=guest is supported; registered shoppers use /oauth2/login');
      const location = await slas(c).authorizeGuest(request);
      c.header('Cache-Control', 'no-store');
      return c.redirect(location, 303);
    }),
  )

  .post('/organizations/:org/oauth2/login', rateLimit(LOGIN_IP_LIMIT), (c) =>
    guarded(c, async () => {
      const input = parse(await formOf(c), LoginFormSchema);
      const request = codeRequest(c, input);
      const credentials = basicCredentials(c.req.header('authorization'));
      if (!credentials) throw new OAuthError(401, 'unauthorized_client', 'Basic credentials (username:password) are required');
      const login = normalizeLogin(credentials.username);
      c.header('Cache-Control', 'no-store');
      // No account has a login this long (254 at most): the same 401, without a throttle row for it.
      if (login.length > 254) return c.json({ status: 401, message: LOGIN_FAILED_MESSAGE, error: 'unauthorized_client', error_description: LOGIN_FAILED_MESSAGE }, 401);
      // The storefront's throttle: the same buckets, reserved before the password is checked.
      const check = await reserveCheck(c, await signInBucket(c, login));
      if (!check.ok) return lockedAnswer(c, check.retryAfterSeconds, { error: 'slow_down' });
      const accounts = createAccountService({ db: c.env.DB, pepper: pepperOf(c.env as PepperEnv), email: emailPortFor(c.env) });
      const account = await accounts.authenticate(credentials.username, credentials.password.slice(0, 1024));
      if (!account) return c.json({ status: 401, message: LOGIN_FAILED_MESSAGE, error: 'unauthorized_client', error_description: LOGIN_FAILED_MESSAGE }, 401);
      await clearCheckStatement(c.env.DB, check.bucket).run();
      return c.redirect(await slas(c).authorizeRegistered(account.customer_id, request), 303);
    }),
  )

  .post('/organizations/:org/oauth2/token', (c) =>
    guarded(c, async () => {
      const input = parse(await formOf(c), TokenFormSchema);
      const service = slas(c);
      c.header('Cache-Control', 'no-store');
      if (input.grant_type === 'refresh_token') {
        if (!input.refresh_token) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
        return c.json(await service.refresh({ refreshToken: input.refresh_token, clientId: input.client_id, channelId: input.channel_id }));
      }
      if (!input.code || !input.code_verifier || !input.redirect_uri) throw new OAuthError(400, 'invalid_request', 'code, code_verifier and redirect_uri are required');
      return c.json(
        await service.exchangeCode({ code: input.code, codeVerifier: input.code_verifier, clientId: input.client_id, redirectUri: input.redirect_uri, usid: input.usid, channelId: input.channel_id }),
      );
    }),
  )

  .get('/organizations/:org/oauth2/logout', (c) =>
    guarded(c, async () => {
      const input = parse(c.req.query(), LogoutQuerySchema);
      const auth = c.req.header('authorization') ?? '';
      const bearer = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
      const env = c.env as unknown as JwtEnv;
      const claims = looksLikeJwt(bearer) ? await verifyAccessToken(bearer, jwtSecretOf(env), audienceOf(env)) : null;
      await slas(c).logout(input.refresh_token, claims?.fam ?? null);
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    }),
  );
