import { allowedStatesFor, type AllowedState } from '../address/regions';
import type { CountryCode } from '../sites/config';

/** The site preferences the custom site-pref endpoint reads (document 1 §7). */
export const SITE_PREF_IDS = ['allowedStatesForShippingAndBilling', 'enableAutocomplete', 'enableStateMismatchWarning', 'recaptchaEnabled'] as const;
export type SitePrefId = (typeof SITE_PREF_IDS)[number];

export interface SitePrefValues {
  allowedStatesForShippingAndBilling: AllowedState[];
  enableAutocomplete: boolean;
  enableStateMismatchWarning: boolean;
  recaptchaEnabled: boolean;
}

export function isSitePrefId(value: string): value is SitePrefId {
  return (SITE_PREF_IDS as readonly string[]).includes(value);
}

/**
 * The preference values of a site. Autocomplete and the state-mismatch warning are on (they run on
 * bundled data); reCAPTCHA is off until a captcha service is wired (decision 130).
 */
export function sitePrefsFor(country: CountryCode, env: { RECAPTCHA_ENABLED?: string } = {}): SitePrefValues {
  return {
    allowedStatesForShippingAndBilling: allowedStatesFor(country),
    enableAutocomplete: true,
    enableStateMismatchWarning: true,
    // The RECAPTCHA_ENABLED var ("on") turns it on where a captcha service (or the local verifier) is wired.
    recaptchaEnabled: env.RECAPTCHA_ENABLED === 'on',
  };
}
