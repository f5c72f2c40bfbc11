/** Localized texts of store wall-clock times (minutes after midnight, civil dates), zone-free. */

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function utcDate(date: string, minutes = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60));
}

/** "9:00 PM" (en), "21 h" (fr-CA): a wall time read as is, in no zone. */
export function formatStoreTime(minutes: number, locale: string): string {
  let f = timeFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    timeFormats.set(locale, f);
  }
  return f.format(utcDate('2001-01-01', minutes));
}

/** "Tue, Jun 9" style date of a civil date (YYYY-MM-DD). */
export function formatStoreDate(date: string, locale: string): string {
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, f);
  }
  return f.format(utcDate(date));
}

/** Localized weekday name (0 = Sunday). */
export function formatWeekday(weekday: number, locale: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}
