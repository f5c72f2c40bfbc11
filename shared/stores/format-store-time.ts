/**
 * Localized texts of store wall-clock times (minutes after midnight, civil dates), zone-free, through
 * the page's formatjs intl so the server and the browser print the same text (decision 249).
 */
import type { AppIntl } from '../i18n/create-intl';
import { webSpaces } from '../i18n/web-spaces';
import { parseHoursRange, type DayHours } from './opening-hours';

// Times are read as wall times: formatted in UTC, so the machine's zone never shifts them.
const TIME = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;

function utcDate(date: string, minutes = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 0, minutes));
}

/** "9:00 PM" (en-US), "9:00 p.m." (en-CA, es-US), "21 h 00" (fr-CA): a wall time read as is. */
export function formatStoreTime(intl: AppIntl, minutes: number): string {
  return webSpaces(intl.formatTime(utcDate('2001-01-01', minutes), TIME));
}

/**
 * One day's opening hours as a time range: "9:00 AM – 9:00 PM", "9 h 00 – 21 h 00" (fr-CA). Both
 * ends sit on one day, so a store open past midnight reads "6:00 PM – 2:00 AM" without dates.
 */
export function formatStoreHours(intl: AppIntl, hours: DayHours): string {
  return webSpaces(intl.formatDateTimeRange(utcDate('2001-01-01', hours.open), utcDate('2001-01-01', hours.close), TIME));
}

/**
 * A storeHoursArray entry's text ("8am - 9pm", "9:00am - 6pm") as a localized range, or null when
 * it cannot be read: the open-state rules treat such a day as closed, and so does the page.
 */
export function formatStoreHoursText(intl: AppIntl, text: string): string | null {
  try {
    return formatStoreHours(intl, parseHoursRange(text));
  } catch {
    return null;
  }
}

/** "Tue, Jun 9" style date of a civil date (YYYY-MM-DD). */
export function formatStoreDate(intl: AppIntl, date: string): string {
  return webSpaces(intl.formatDate(utcDate(date), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }));
}

/** Localized weekday name (0 = Sunday). */
export function formatWeekday(intl: AppIntl, weekday: number): string {
  // 2023-01-01 was a Sunday.
  return intl.formatDate(new Date(Date.UTC(2023, 0, 1 + weekday)), { weekday: 'long', timeZone: 'UTC' });
}
