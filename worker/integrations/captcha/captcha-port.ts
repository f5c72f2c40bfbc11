/** Captcha verification (document 1 §2.7): Cloudflare Turnstile, or the local test verifier. */
export interface CaptchaResult {
  success: boolean;
  /** Why it failed (Turnstile's error codes, or ours). */
  errorCodes: string[];
}

export interface CaptchaVerifier {
  verify(token: string, remoteIp?: string): Promise<CaptchaResult>;
}

export type { CaptchaWidgetConfig } from '../../../shared/contact/contact-rules';
