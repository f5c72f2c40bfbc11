/**
 * What happens around a sign-in (document 1 §4 Auth modal): the pre-login wish-list stash, the
 * pending flag the wish list reads after the reload, and the one-shot welcome toast. Pure over
 * the two storages so the rules are testable; callers pass window.localStorage/sessionStorage.
 */
import { WISHLIST_PENDING_KEY, WISHLIST_STASH_KEY } from '../account/sign-in-request';

/** sessionStorage: the first name to greet after the reload that follows a sign-in. */
export const WELCOME_PENDING_KEY = 'axle.welcomePending';
/** sessionStorage: the analytics event (login or sign_up) to report after that reload. */
export const AUTH_EVENT_PENDING_KEY = 'axle.authEventPending';

export type AuthEvent = 'login' | 'sign_up';

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A login or registration succeeded: a stashed wish-list product becomes a pending submission
 * (the wish list adds it after the reload), and the welcome toast is armed for the next load.
 */
export function recordSignIn(local: KeyValue, session: KeyValue, firstName: string, event: AuthEvent = 'login'): void {
  if (local.getItem(WISHLIST_STASH_KEY) !== null) session.setItem(WISHLIST_PENDING_KEY, '1');
  session.setItem(WELCOME_PENDING_KEY, firstName.trim());
  session.setItem(AUTH_EVENT_PENDING_KEY, event);
}

/**
 * The analytics event of a sign-in, once, after the reload: reported only when the shopper turned
 * out registered (a registration for a taken e-mail signs nobody in, so it is no sign-up).
 */
export function takeAuthEvent(session: KeyValue, isRegistered: boolean): AuthEvent | null {
  const event = session.getItem(AUTH_EVENT_PENDING_KEY);
  if (event === null) return null;
  session.removeItem(AUTH_EVENT_PENDING_KEY);
  return isRegistered && (event === 'login' || event === 'sign_up') ? event : null;
}

/** Closing the modal drops the stashed product, unless a wish-list submission is pending. */
export function dropStashOnClose(local: KeyValue, session: KeyValue, submitting: boolean): boolean {
  if (submitting || session.getItem(WISHLIST_PENDING_KEY) !== null) return false;
  if (local.getItem(WISHLIST_STASH_KEY) === null) return false;
  local.removeItem(WISHLIST_STASH_KEY);
  return true;
}

/**
 * The welcome toast, once: after the reload, when the shopper turned out registered, the name to
 * greet; the flag is spent either way (a registration for a taken e-mail signs nobody in).
 */
export function takeWelcome(session: KeyValue, isRegistered: boolean): string | null {
  const name = session.getItem(WELCOME_PENDING_KEY);
  if (name === null) return null;
  session.removeItem(WELCOME_PENDING_KEY);
  return isRegistered ? name : null;
}

/** Runs a storage step; storage may be disabled (private modes), then nothing is kept. */
export function withStorage<T>(step: (local: Storage, session: Storage) => T, fallback: T): T {
  try {
    return step(window.localStorage, window.sessionStorage);
  } catch {
    return fallback;
  }
}
