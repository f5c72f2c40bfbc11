/** Opening-hours text (document 1 §5): times like 9:30am or 9am, ranges "8am - 9pm". */
import type { StoreHoursEntry } from '../types/store';

/** The message of document 1 §8 (Time logic) for a time that is not like 9:30am or 9am. */
export const INVALID_TIME_MESSAGE = 'Invalid time format';

/** Open and close as minutes after midnight, wall time in the store's zone. */
export interface DayHours {
  open: number;
  close: number;
}

/** Seven entries indexed by weekday, 0 = Sunday; null = closed that day. */
export type WeeklyHours = readonly (DayHours | null)[];

const TIME = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?m\.?$/i;

/** Minutes after midnight of "9:30am" / "9am" / "12pm"; throws INVALID_TIME_MESSAGE otherwise. */
export function parseTimeText(text: string): number {
  const match = TIME.exec(text.trim());
  const hour = match ? Number(match[1]) : NaN;
  if (!match || hour < 1 || hour > 12) throw new Error(INVALID_TIME_MESSAGE);
  const minutes = match[2] ? Number(match[2]) : 0;
  const pm = match[3]!.toLowerCase() === 'p';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minutes;
}

/** "8am - 9pm" → {open, close}; throws INVALID_TIME_MESSAGE when either side is not a time. */
export function parseHoursRange(text: string): DayHours {
  const [open, close, extra] = text.split(/\s*[-–]\s*/);
  if (open === undefined || close === undefined || extra !== undefined) throw new Error(INVALID_TIME_MESSAGE);
  return { open: parseTimeText(open), close: parseTimeText(close) };
}

/**
 * Weekly hours from a store's Monday-first storeHoursArray. A day whose text cannot be read is
 * treated as closed rather than failing the whole store (the caller may log it).
 */
export function weeklyHoursFromStore(entries: readonly StoreHoursEntry[]): WeeklyHours {
  const week: (DayHours | null)[] = [null, null, null, null, null, null, null];
  entries.slice(0, 7).forEach((entry, mondayIndex) => {
    if (!entry.hours) return;
    try {
      week[(mondayIndex + 1) % 7] = parseHoursRange(entry.hours);
    } catch {
      week[(mondayIndex + 1) % 7] = null;
    }
  });
  return week;
}

/** True when no day has hours (a store that has not published hours is always closed). */
export function hasNoHours(week: WeeklyHours): boolean {
  return week.every((day) => day === null);
}
