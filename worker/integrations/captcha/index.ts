import type { CaptchaVerifier, CaptchaWidgetConfig } from './captcha-port';
import { createLocalTestVerifier } from './local-test-verifier';
import { createTurnstileVerifier } from './turnstile-verifier';

/** Optional secrets: with both Turnstile keys set the real service is used, else the local verifier. */
export interface CaptchaEnv {
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_SITE_KEY?: string;
}

export function captchaVerifierFor(env: CaptchaEnv): CaptchaVerifier {
  return env.TURNSTILE_SECRET_KEY && env.TURNSTILE_SITE_KEY ? createTurnstileVerifier(env.TURNSTILE_SECRET_KEY) : createLocalTestVerifier();
}

export function captchaWidgetFor(env: CaptchaEnv): CaptchaWidgetConfig {
  return env.TURNSTILE_SECRET_KEY && env.TURNSTILE_SITE_KEY ? { kind: 'turnstile', siteKey: env.TURNSTILE_SITE_KEY } : { kind: 'local' };
}

export type { CaptchaVerifier, CaptchaWidgetConfig };
