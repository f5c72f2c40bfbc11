import type { CaptchaVerifier } from './captcha-port';

/**
 * Tokens of the local test widget (client/features/contact/captcha-widget.tsx): a fixed prefix
 * and a random UUID. It proves nothing about humans; it lets the whole flow (solve, send, fail,
 * reset) run offline and in tests, as Turnstile's own test keys do.
 */
export const LOCAL_CAPTCHA_TOKEN = /^local-pass\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createLocalTestVerifier(): CaptchaVerifier {
  return {
    async verify(token) {
      if (!token) return { success: false, errorCodes: ['missing-input-response'] };
      return LOCAL_CAPTCHA_TOKEN.test(token) ? { success: true, errorCodes: [] } : { success: false, errorCodes: ['invalid-input-response'] };
    },
  };
}
