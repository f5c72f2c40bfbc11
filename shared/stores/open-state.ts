/** Store open state and pickup ready time (document 1 §4, document 2 §9), in the store's zone. */
import { hasNoHours, type WeeklyHours } from './opening-hours';
import { addDays, zonedTime } from './zoned-clock';

/** A wall-clock moment in the store's zone. */
export interface StoreMoment {
  /** YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  /** Minutes after midnight. */
  minutes: number;
}

export type OpenState =
  /** Open now; shows today's closing time. */
  | { isOpen: true; closesAt: number }
  /** Closed now; shows the next opening (null when the store has no hours at all). */
  | { isOpen: false; nextOpen: (StoreMoment & { isToday: boolean; isTomorrow: boolean }) | null };

export interface ReadyTime extends StoreMoment {
  /** The ready day differs from today in the store's zone. */
  nextDay: boolean;
}

/** One hour, the pickup preparation time. */
export const PICKUP_PREP_MINUTES = 60;

/** The next day after `today` (1…7 days ahead) with hours, as a moment at its opening time. */
function nextOpeningDay(week: WeeklyHours, today: StoreMoment): StoreMoment | null {
  for (let ahead = 1; ahead <= 7; ahead++) {
    const weekday = (today.weekday + ahead) % 7;
    const hours = week[weekday];
    if (hours) return { date: addDays(today.date, ahead), weekday, minutes: hours.open };
  }
  return null;
}

/**
 * Open when the time now in the store's zone lies between today's opening (inclusive) and
 * closing (exclusive). Closed days and times list the next opening; no hours → always closed.
 */
export function storeOpenState(week: WeeklyHours, timeZone: string, now: Date): OpenState {
  const today = zonedTime(now, timeZone);
  const hours = week[today.weekday];
  if (hours && today.minutes >= hours.open && today.minutes < hours.close) return { isOpen: true, closesAt: hours.close };
  const upcoming = hours && today.minutes < hours.open ? { ...today, minutes: hours.open } : nextOpeningDay(week, today);
  if (!upcoming) return { isOpen: false, nextOpen: null };
  return {
    isOpen: false,
    nextOpen: { ...upcoming, isToday: upcoming.date === today.date, isTomorrow: upcoming.date === addDays(today.date, 1) },
  };
}

/**
 * Pickup ready time: an hour from now when open with at least an hour left before close; before
 * opening, an hour after opening; after closing, closed today, or with under an hour left, an
 * hour after the next opening day's opening. Null for a store without hours (no pickup there).
 */
export function pickupReadyTime(week: WeeklyHours, timeZone: string, now: Date): ReadyTime | null {
  if (hasNoHours(week)) return null;
  const today = zonedTime(now, timeZone);
  const hours = week[today.weekday];
  let ready: StoreMoment | null;
  if (hours && today.minutes >= hours.open && hours.close - today.minutes >= PICKUP_PREP_MINUTES) {
    // Instant arithmetic, then read the clock again: correct across a DST change.
    ready = zonedTime(new Date(now.getTime() + PICKUP_PREP_MINUTES * 60_000), timeZone);
  } else if (hours && today.minutes < hours.open) {
    ready = { ...today, minutes: hours.open + PICKUP_PREP_MINUTES };
  } else {
    const next = nextOpeningDay(week, today);
    ready = next && { ...next, minutes: next.minutes + PICKUP_PREP_MINUTES };
  }
  return ready && { ...ready, nextDay: ready.date !== today.date };
}
