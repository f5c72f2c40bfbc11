/**
 * Failed sign-ins per login (decision 153): at most 10 in a 15-minute window, counted for any
 * login whether or not an account has it, so the lock itself reveals nothing. Once locked, even
 * the right password answers 429 until the window ends. Exact counters in D1.
 */
import { countHit, peekCount } from '../../data/repos/rate-limits-repo';

export const LOGIN_FAILURES = { name: 'account-login-failures', limit: 10, windowSeconds: 900 } as const;
export const LOGIN_LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.';

function windowStart(nowMs: number): number {
  const seconds = Math.floor(nowMs / 1000);
  return seconds - (seconds % LOGIN_FAILURES.windowSeconds);
}

export async function isLoginLocked(db: D1Database, login: string, now = Date.now()): Promise<boolean> {
  return (await peekCount(db, LOGIN_FAILURES.name, login, windowStart(now))) >= LOGIN_FAILURES.limit;
}

export async function countLoginFailure(db: D1Database, login: string, now = Date.now()): Promise<void> {
  await countHit(db, LOGIN_FAILURES.name, login, windowStart(now), LOGIN_FAILURES.windowSeconds);
}
