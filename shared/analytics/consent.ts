/**
 * Consent rules (decisions 180–182): necessary / analytics / marketing, opt-in where the law
 * requires it (Quebec's Law 25: every visitor of the Canadian site; any visitor from outside the
 * US), opt-out for US visitors of the US site, Global Privacy Control honoured. Pure: the browser
 * part (client/features/consent/) passes storage text, the GPC flag and the visitor's country.
 */
import type { CountryCode } from '../sites/config';

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';
export type ConsentRegime = 'opt-in' | 'opt-out';

/** The shopper's choice for the two optional categories (necessary is always on). */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** What the browser keeps (localStorage, CONSENT_STORAGE_KEY). */
export interface StoredConsent extends ConsentChoice {
  v: typeof CONSENT_VERSION;
  /** When the choice was made (ms since the epoch). */
  at: number;
}

/** The consent in force on a page. */
export interface ConsentState extends ConsentChoice {
  regime: ConsentRegime;
  /** The shopper has chosen (or the regime needs no choice): no banner. */
  decided: boolean;
  /** The browser sends Global Privacy Control: marketing stays off whatever the choice. */
  gpc: boolean;
}

export const CONSENT_STORAGE_KEY = 'axle.consent';
/** Bumped when the categories change, so every shopper is asked again. */
export const CONSENT_VERSION = 1;
/** A choice is asked again after a year (decision 180). */
export const CONSENT_MAX_AGE_MS = 365 * 86_400_000;

/**
 * The regime of a visit: opt-in on the Canadian site (Law 25 covers its fr-CA and en-CA visitors,
 * and the site cannot tell Quebec from the other provinces), and on the US site for a visitor the
 * IP lookup places outside the US; opt-out for US visitors of the US site, or when the lookup
 * fails (the site's own country, as for the site-redirect modal).
 */
export function consentRegime(siteCountry: CountryCode, visitorCountry: string | null | undefined): ConsentRegime {
  if (siteCountry === 'CA') return 'opt-in';
  const visitor = visitorCountry?.toUpperCase() || siteCountry;
  return visitor === 'US' ? 'opt-out' : 'opt-in';
}

/** The stored choice, or null when absent, unreadable, of another version or older than a year. */
export function parseStoredConsent(text: string | null | undefined, now: number): StoredConsent | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.v !== CONSENT_VERSION || typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean' || typeof record.at !== 'number') return null;
  if (record.at > now || now - record.at > CONSENT_MAX_AGE_MS) return null;
  return { v: CONSENT_VERSION, analytics: record.analytics, marketing: record.marketing, at: record.at };
}

/** The text to store for a choice made now. */
export function serializeConsent(choice: ConsentChoice, now: number): string {
  const record: StoredConsent = { v: CONSENT_VERSION, analytics: choice.analytics, marketing: choice.marketing, at: now };
  return JSON.stringify(record);
}

/**
 * The consent in force: a stored choice wins; without one, opt-in grants nothing and waits for
 * the banner, opt-out grants both optional categories. GPC always keeps marketing off.
 */
export function effectiveConsent(regime: ConsentRegime, stored: StoredConsent | null, gpc: boolean): ConsentState {
  const base: ConsentChoice = stored ?? (regime === 'opt-out' ? { analytics: true, marketing: true } : { analytics: false, marketing: false });
  return { regime, decided: stored !== null || regime === 'opt-out', gpc, analytics: base.analytics, marketing: base.marketing && !gpc };
}

/** Whether a category may run under a consent state (necessary always may). */
export function allows(state: ConsentChoice, category: ConsentCategory): boolean {
  return category === 'necessary' || state[category];
}

/** The two one-click answers of the banner, equally prominent (decision 180). */
export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false };
