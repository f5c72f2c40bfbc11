import { outboundPort } from '../ports';
import type { CaptchaVerifier, CaptchaWidgetConfig } from './captcha-port';
import { createLocalTestVerifier } from './local-test-verifier';
import { createTurnstileVerifier } from './turnstile-verifier';

/** Optional secrets: with both Turnstile keys set the real service is used, else the local verifier. */
export interface CaptchaEnv {
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_SITE_KEY?: string;
}

/**
 * The verifier of this deployment, bounded by the captcha timeout and failing closed: a check
 * that errors or does not answer in time counts as failed (decision 190), so the form shows its
 * captcha message and nothing is stored.
 */
export function captchaVerifierFor(env: CaptchaEnv): CaptchaVerifier {
  const base = env.TURNSTILE_SECRET_KEY && env.TURNSTILE_SITE_KEY ? createTurnstileVerifier(env.TURNSTILE_SECRET_KEY) : createLocalTestVerifier();
  const bounded = outboundPort(env, 'captcha', base);
  return {
    async verify(token, remoteIp) {
      try {
        return await bounded.verify(token, remoteIp);
      } catch (error) {
        console.warn('captcha verification unavailable', error);
        return { success: false, errorCodes: ['internal-error'] };
      }
    },
  };
}

export function captchaWidgetFor(env: CaptchaEnv): CaptchaWidgetConfig {
  return env.TURNSTILE_SECRET_KEY && env.TURNSTILE_SITE_KEY ? { kind: 'turnstile', siteKey: env.TURNSTILE_SITE_KEY } : { kind: 'local' };
}

export type { CaptchaVerifier, CaptchaWidgetConfig };
