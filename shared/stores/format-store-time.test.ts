import { describe, expect, it } from 'vitest';
import messages from '../i18n/generated/messages.json';
import { createAppIntl } from '../i18n/create-intl';
import { formatStoreDate, formatStoreHours, formatStoreHoursText, formatStoreTime, formatWeekday } from './format-store-time';

const intl = (locale: 'en-US' | 'en-CA' | 'fr-CA' | 'es-US') => createAppIntl(locale, messages[locale]);
// ICU puts (narrow) no-break and thin spaces around times and range dashes.
const norm = (s: string) => s.replace(/[\u202f\u00a0\u2009]/g, ' ');

describe('store time texts', () => {
  it('formats wall times per locale, whatever the machine zone', () => {
    expect(norm(formatStoreTime(intl('en-CA'), 21 * 60)).toLowerCase()).toMatch(/^9:00 p\.?m\.?$/);
    expect(norm(formatStoreTime(intl('en-US'), 9 * 60 + 30))).toBe('9:30 AM');
    expect(norm(formatStoreTime(intl('fr-CA'), 21 * 60))).toBe('21 h 00');
    expect(norm(formatStoreTime(intl('es-US'), 20 * 60))).toBe('8:00 p.m.');
  });

  it('formats civil dates and weekdays', () => {
    expect(formatStoreDate(intl('en-US'), '2026-06-09')).toBe('Tue, Jun 9');
    expect(formatWeekday(intl('fr-CA'), 1)).toBe('lundi');
    expect(formatWeekday(intl('es-US'), 0)).toBe('domingo');
  });
});

describe('opening hours', () => {
  it('prints a day’s hours as a time range in the locale', () => {
    const day = { open: 8 * 60, close: 20 * 60 };
    expect(norm(formatStoreHours(intl('en-US'), day))).toBe('8:00 AM – 8:00 PM');
    expect(norm(formatStoreHours(intl('fr-CA'), day))).toBe('8 h 00 – 20 h 00');
    expect(norm(formatStoreHours(intl('es-US'), day))).toBe('8:00 a.m. – 8:00 p.m.');
    expect(norm(formatStoreHours(intl('en-CA'), day)).toLowerCase()).toMatch(/^8:00 a\.m\. ?– ?8:00 p\.m\.$/);
  });

  it('reads the stores’ "8:00am - 8pm" texts, whatever their spelling', () => {
    expect(norm(formatStoreHoursText(intl('fr-CA'), '8:00am - 8pm')!)).toBe('8 h 00 – 20 h 00');
    expect(norm(formatStoreHoursText(intl('fr-CA'), '11am - 4:30pm')!)).toBe('11 h 00 – 16 h 30');
    expect(norm(formatStoreHoursText(intl('en-US'), '9am - 9:00pm')!)).toBe('9:00 AM – 9:00 PM');
  });

  it('reads a closing time past midnight as the next day’s, and an unreadable text as nothing', () => {
    expect(norm(formatStoreHours(intl('en-US'), { open: 18 * 60, close: 2 * 60 }))).toBe('6:00 PM – 2:00 AM');
    expect(formatStoreHoursText(intl('en-US'), 'all day')).toBeNull();
  });
});

describe('the same characters on the server and in the browser', () => {
  it('writes plain spaces where ICU may write narrow or thin ones (Chromium writes plain spaces)', () => {
    for (const locale of ['en-US', 'en-CA', 'fr-CA', 'es-US'] as const) {
      const texts = [formatStoreTime(intl(locale), 21 * 60), formatStoreHours(intl(locale), { open: 8 * 60, close: 20 * 60 }), formatStoreDate(intl(locale), '2026-06-09')];
      for (const text of texts) expect(text, `${locale}: ${JSON.stringify(text)}`).not.toMatch(/[\u2009\u202f]/);
    }
  });
});
