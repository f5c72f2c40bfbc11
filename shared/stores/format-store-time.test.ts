import { describe, expect, it } from 'vitest';
import { formatStoreDate, formatStoreTime, formatWeekday } from './format-store-time';

const norm = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('store time texts', () => {
  it('formats wall times per locale, whatever the machine zone', () => {
    expect(norm(formatStoreTime(21 * 60, 'en-CA')).toLowerCase()).toMatch(/^9:00 p\.?m\.?$/);
    expect(norm(formatStoreTime(9 * 60 + 30, 'en-US'))).toBe('9:30 AM');
    expect(norm(formatStoreTime(21 * 60, 'fr-CA'))).toBe('21 h 00');
  });
  it('formats civil dates and weekdays', () => {
    expect(formatStoreDate('2026-06-09', 'en-US')).toBe('Tue, Jun 9');
    expect(formatWeekday(1, 'fr-CA')).toBe('lundi');
    expect(formatWeekday(0, 'es-US')).toBe('domingo');
  });
});
