/**
 * The sign-in throttle's schedule (decision 256): how long a bucket waits after its n-th attempt
 * of a streak. The first attempts are free (typos), then each failure doubles the wait up to an
 * hour, so a stranger gets a few dozen guesses a day at one account while the owner, on a trusted
 * device, has a bucket of their own. Pure: the SQL and the tests read the same numbers.
 */

/** Attempts of a streak that go through one after another without a wait. */
export const FREE_ATTEMPTS = 5;
/** The wait after the first attempt past the free ones; each further attempt doubles it. */
export const FIRST_DELAY_MS = 60_000;
/** The longest wait between two attempts. */
export const MAX_DELAY_MS = 3_600_000;
/** A streak without an attempt for this long starts over. */
export const STREAK_RESET_MS = 24 * 3_600_000;

/** The wait after the n-th attempt (1-based) of a streak before the next one is checked. */
export function delayAfter(attempt: number): number {
  if (attempt < FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - FREE_ATTEMPTS), MAX_DELAY_MS);
}

/** The waits after attempts 1, 2, …; the last one repeats for every later attempt. */
export function delayTable(): number[] {
  const table: number[] = [];
  for (let n = 1; ; n++) {
    table.push(delayAfter(n));
    if (delayAfter(n) === MAX_DELAY_MS) return table;
  }
}

/** How many attempts a caller who tries the moment each wait ends gets through in `spanMs`. */
export function attemptsWithin(spanMs: number): number {
  let at = 0;
  let attempts = 0;
  while (at < spanMs) {
    attempts += 1;
    at += delayAfter(attempts);
  }
  return attempts;
}
