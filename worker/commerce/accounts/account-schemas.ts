/**
 * Request shapes of the account endpoints (superstruct). Shapes only: missing text fields become ''
 * so the shared form rules (shared/account/account-rules.ts) answer with the spec's own messages.
 */
import { boolean, defaulted, enums, optional, size, string, type } from 'superstruct';

const text = (max: number) => defaulted(size(string(), 0, max), '');
/** Far above the 64-character rule: long enough to reach the rule's message, short enough to hash cheaply. */
const secret = text(1024);

export const LoginSchema = type({ email: text(254 * 2), password: secret, rememberMe: optional(boolean()) });

export const RegisterSchema = type({
  firstName: text(200),
  lastName: text(200),
  email: text(254 * 2),
  password: secret,
  confirmPassword: secret,
  signUp: optional(boolean()),
  captchaToken: optional(size(string(), 0, 4096)),
  preferredLocale: optional(enums(['en-US', 'en-CA', 'fr-CA', 'es-US'] as const)),
});

export const ResetRequestSchema = type({ email: text(254 * 2) });

export const ResetConfirmSchema = type({ token: text(200), password: secret, confirmPassword: secret });

export const PasswordChangeSchema = type({ currentPassword: secret, password: secret, confirmPassword: secret });
