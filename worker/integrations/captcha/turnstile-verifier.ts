import type { CaptchaVerifier } from './captcha-port';

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const TIMEOUT_MS = 5000;

/** Cloudflare Turnstile's siteverify; a timeout or network failure counts as a failed check. */
export function createTurnstileVerifier(secret: string, fetcher: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      if (!token) return { success: false, errorCodes: ['missing-input-response'] };
      const body = new FormData();
      body.set('secret', secret);
      body.set('response', token);
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const response = await fetcher(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
        const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
        const codes = Array.isArray(result['error-codes']) ? result['error-codes'].map(String) : [];
        return { success: result.success === true, errorCodes: codes };
      } catch (error) {
        console.warn('turnstile verification unavailable', error);
        return { success: false, errorCodes: ['internal-error'] };
      }
    },
  };
}
