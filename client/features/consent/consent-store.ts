import { useSyncExternalStore } from 'react';
import {
  allows,
  CONSENT_STORAGE_KEY,
  consentRegime,
  effectiveConsent,
  parseStoredConsent,
  serializeConsent,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentState,
} from '../../../shared/analytics/consent';
import type { CountryCode } from '../../../shared/sites/config';
import { CRAWLER_PATTERN } from '../../../shared/sites/site-redirect';
import { visitorCountry } from '../site-redirect/visitor-country';

/**
 * The consent of this page (decisions 180–182), kept outside React so the small `track` facade
 * and the personalization client can wait on it. It is 'pending' until the page has hydrated and
 * the regime is known; work that needs a category waits until the shopper has decided (or the
 * regime needs no decision), then runs or is dropped.
 */
export type ConsentSnapshot = { status: 'pending' } | ({ status: 'ready'; crawler: boolean } & ConsentState);

const PENDING: ConsentSnapshot = { status: 'pending' };
/** Work held until a decision; beyond this the oldest is dropped (a long undecided visit). */
const MAX_HELD = 100;

let snapshot: ConsentSnapshot = PENDING;
let started = false;
let preferencesOpen = false;
const listeners = new Set<() => void>();
const held: { category: ConsentCategory; task: () => void }[] = [];

function emit(): void {
  for (const listener of listeners) listener();
}

function release(): void {
  if (snapshot.status !== 'ready' || !snapshot.decided) return;
  const state = snapshot;
  for (const { category, task } of held.splice(0)) {
    if (!allows(state, category)) continue;
    try {
      task();
    } catch (error) {
      console.error('consented task failed', error);
    }
  }
}

function set(next: ConsentSnapshot): void {
  snapshot = next;
  release();
  emit();
}

export function consentSnapshot(): ConsentSnapshot {
  return snapshot;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's consent in React (pending on the server and during hydration). */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribeConsent, consentSnapshot, () => PENDING);
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function gpcSignal(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * Works out the page's consent once, after hydration: the stored choice, the GPC signal and the
 * regime (the Canadian site is opt-in at once; the US site asks the IP lookup). Crawlers get a
 * decided "nothing" state: no banner, no analytics.
 */
export async function startConsent(siteCountry: CountryCode): Promise<void> {
  if (started) return;
  started = true;
  if (CRAWLER_PATTERN.test(navigator.userAgent)) {
    set({ status: 'ready', crawler: true, regime: 'opt-in', decided: true, gpc: false, analytics: false, marketing: false });
    return;
  }
  const regime = siteCountry === 'CA' ? 'opt-in' : consentRegime(siteCountry, await visitorCountry());
  set({ status: 'ready', crawler: false, ...effectiveConsent(regime, parseStoredConsent(readStored(), Date.now()), gpcSignal()) });
}

/** The shopper's choice from the banner or the preferences: stored in this browser and applied at once. */
export function chooseConsent(choice: ConsentChoice): void {
  const now = Date.now();
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice, now));
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  const regime = snapshot.status === 'ready' ? snapshot.regime : 'opt-in';
  set({ status: 'ready', crawler: false, ...effectiveConsent(regime, { v: 1, at: now, ...choice }, gpcSignal()) });
}

/**
 * Runs `task` once `category` is allowed: at once when it already is, after the shopper's
 * decision when it is pending, never when it is refused.
 */
export function runWithConsent(category: ConsentCategory, task: () => void): void {
  if (snapshot.status === 'ready' && snapshot.decided) {
    if (allows(snapshot, category)) task();
    return;
  }
  held.push({ category, task });
  if (held.length > MAX_HELD) held.shift();
}

/** Whether the preferences dialog is open (the footer's Privacy choices opens it). */
export function consentPreferencesOpen(): boolean {
  return preferencesOpen;
}

export function setConsentPreferencesOpen(open: boolean): void {
  preferencesOpen = open;
  emit();
}

export function usePreferencesOpen(): boolean {
  return useSyncExternalStore(subscribeConsent, consentPreferencesOpen, () => false);
}

/** Test hook: forget this page's state (unit tests run several pages in one module). */
export function resetConsentForTests(): void {
  snapshot = PENDING;
  started = false;
  preferencesOpen = false;
  held.splice(0);
  listeners.clear();
}
