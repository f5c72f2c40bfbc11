/**
 * The account endpoints the sign-in forms call (shared/account/account-api.ts). Every call
 * answers `{ok, status, message, data}` and never throws: a network failure is status 0.
 */
import { ACCOUNT_API, type AccountSummary, type LoginRequest, type RegisterRequest } from '../../../shared/account/account-api';
import { resolveLocation } from '../../../shared/sites/resolve';

/**
 * The page's site and locale travel with each call: the basket merge, the e-mails' language and
 * their links (reset, already-registered) follow the shopper's site and language.
 */
function withSiteQuery(path: string): string {
  const { site, locale } = resolveLocation(window.location.href);
  return `${path}?site=${encodeURIComponent(site.id)}&locale=${encodeURIComponent(locale.id)}`;
}

export interface AuthResult<T> {
  ok: boolean;
  status: number;
  /** The server's message (safe to show), '' when none. */
  message: string;
  data: T | null;
}

async function post<T>(path: string, body: unknown): Promise<AuthResult<T>> {
  try {
    const response = await fetch(withSiteQuery(path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null;
    const message = json && typeof json.message === 'string' ? json.message : '';
    return { ok: response.ok, status: response.status, message, data: response.ok ? json : null };
  } catch {
    return { ok: false, status: 0, message: '', data: null };
  }
}

export const login = (input: LoginRequest) => post<AccountSummary>(ACCOUNT_API.login, input);
export const register = (input: RegisterRequest) => post<{ status: string }>(ACCOUNT_API.register, input);
export const requestPasswordReset = (email: string) => post<unknown>(ACCOUNT_API.passwordReset, { email });
export const confirmPasswordReset = (input: { token: string; password: string; confirmPassword: string }) =>
  post<unknown>(ACCOUNT_API.passwordResetConfirm, input);
export const changePassword = (input: { currentPassword: string; password: string; confirmPassword: string }) =>
  post<unknown>(ACCOUNT_API.passwordChange, input);
