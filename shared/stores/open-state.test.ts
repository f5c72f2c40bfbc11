import { describe, expect, it } from 'vitest';
import type { DayHours, WeeklyHours } from './opening-hours';
import { pickupReadyTime, storeOpenState } from './open-state';
import { zonedTime } from './zoned-clock';

const H = (open: number, close: number): DayHours => ({ open: open * 60, close: close * 60 });
/** 9am–9pm every day. */
const DAILY: WeeklyHours = Array.from({ length: 7 }, () => H(9, 21));
/** Open around the clock (12am – 11:59pm), to test instants at the DST hour itself. */
const ALL_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ open: 0, close: 1439 }));
/** Mon–Fri 8am–8pm, Saturday 9am–5pm, Sunday closed. */
const NO_SUNDAY: WeeklyHours = [null, H(8, 20), H(8, 20), H(8, 20), H(8, 20), H(8, 20), H(9, 17)];
const NO_HOURS: WeeklyHours = [null, null, null, null, null, null, null];

const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);

describe('storeOpenState', () => {
  it('is open between opening (inclusive) and closing (exclusive) and shows the closing time', () => {
    // 2026-06-10 is a Wednesday; Toronto is UTC-4 in summer.
    expect(storeOpenState(DAILY, TORONTO, at('2026-06-10T13:00:00Z'))).toEqual({ isOpen: true, closesAt: 21 * 60 });
    expect(storeOpenState(DAILY, TORONTO, at('2026-06-11T00:59:00Z'))).toEqual({ isOpen: true, closesAt: 21 * 60 });
    expect(storeOpenState(DAILY, TORONTO, at('2026-06-11T01:00:00Z')).isOpen).toBe(false);
    expect(storeOpenState(DAILY, TORONTO, at('2026-06-10T12:59:00Z')).isOpen).toBe(false);
  });

  it('before opening shows today\'s opening; after closing the next day\'s', () => {
    expect(storeOpenState(DAILY, TORONTO, at('2026-06-10T11:00:00Z'))).toEqual({
      isOpen: false,
      nextOpen: { date: '2026-06-10', weekday: 3, minutes: 540, isToday: true, isTomorrow: false },
    });
    expect(storeOpenState(DAILY, TORONTO, at('2026-06-11T02:00:00Z'))).toEqual({
      isOpen: false,
      nextOpen: { date: '2026-06-11', weekday: 4, minutes: 540, isToday: false, isTomorrow: true },
    });
  });

  it('a closed day lists the next open day', () => {
    // Sunday 2026-06-14 noon in Toronto: closed all day → Monday 8am.
    expect(storeOpenState(NO_SUNDAY, TORONTO, at('2026-06-14T16:00:00Z'))).toEqual({
      isOpen: false,
      nextOpen: { date: '2026-06-15', weekday: 1, minutes: 480, isToday: false, isTomorrow: true },
    });
    // Saturday after 5pm → skips Sunday to Monday.
    expect(storeOpenState(NO_SUNDAY, TORONTO, at('2026-06-13T22:00:00Z'))).toMatchObject({
      isOpen: false,
      nextOpen: { date: '2026-06-15', weekday: 1, isTomorrow: false },
    });
  });

  it('a store without hours is closed with no next opening', () => {
    expect(storeOpenState(NO_HOURS, TORONTO, at('2026-06-10T16:00:00Z'))).toEqual({ isOpen: false, nextOpen: null });
  });
});

describe('pickupReadyTime', () => {
  it('open with at least an hour before close: one hour from now, same day', () => {
    expect(pickupReadyTime(DAILY, TORONTO, at('2026-06-10T14:20:00Z'))).toEqual({ date: '2026-06-10', weekday: 3, minutes: 11 * 60 + 20, nextDay: false });
    // Exactly one hour left still counts.
    expect(pickupReadyTime(DAILY, TORONTO, at('2026-06-11T00:00:00Z'))).toEqual({ date: '2026-06-10', weekday: 3, minutes: 21 * 60, nextDay: false });
  });

  it('open with under an hour left: an hour after the next opening day\'s opening, flagged next-day', () => {
    expect(pickupReadyTime(DAILY, TORONTO, at('2026-06-11T00:30:00Z'))).toEqual({ date: '2026-06-11', weekday: 4, minutes: 600, nextDay: true });
  });

  it('before opening: an hour after opening, same day', () => {
    expect(pickupReadyTime(DAILY, TORONTO, at('2026-06-10T10:00:00Z'))).toEqual({ date: '2026-06-10', weekday: 3, minutes: 600, nextDay: false });
  });

  it('after closing or on a closed day: an hour after the next opening day\'s opening, next-day', () => {
    expect(pickupReadyTime(DAILY, TORONTO, at('2026-06-11T02:00:00Z'))).toEqual({ date: '2026-06-11', weekday: 4, minutes: 600, nextDay: true });
    expect(pickupReadyTime(NO_SUNDAY, TORONTO, at('2026-06-13T22:00:00Z'))).toEqual({ date: '2026-06-15', weekday: 1, minutes: 540, nextDay: true });
    expect(pickupReadyTime(NO_SUNDAY, TORONTO, at('2026-06-14T14:00:00Z'))).toEqual({ date: '2026-06-15', weekday: 1, minutes: 540, nextDay: true });
  });

  it('a store without hours offers no ready time', () => {
    expect(pickupReadyTime(NO_HOURS, TORONTO, at('2026-06-10T16:00:00Z'))).toBeNull();
  });
});

// 2026 DST: spring forward Sunday March 8 at 2:00, fall back Sunday November 1 at 2:00 (local).
describe('DST edges: Newfoundland (UTC-3:30 / -2:30)', () => {
  const ST_JOHNS = 'America/St_Johns';

  it('the clock jumps from 1:59 to 3:00 at spring-forward and repeats 1:00–1:59 at fall-back', () => {
    expect(zonedTime(at('2026-03-08T05:29:00Z'), ST_JOHNS)).toEqual({ date: '2026-03-08', weekday: 0, minutes: 119 });
    expect(zonedTime(at('2026-03-08T05:30:00Z'), ST_JOHNS)).toEqual({ date: '2026-03-08', weekday: 0, minutes: 180 });
    expect(zonedTime(at('2026-11-01T04:29:00Z'), ST_JOHNS).minutes).toBe(119);
    expect(zonedTime(at('2026-11-01T04:30:00Z'), ST_JOHNS).minutes).toBe(60);
  });

  it('opens at 9:00 daylight time on the morning after spring-forward', () => {
    expect(storeOpenState(DAILY, ST_JOHNS, at('2026-03-08T11:30:00Z')).isOpen).toBe(true); // 9:00 NDT
    expect(storeOpenState(DAILY, ST_JOHNS, at('2026-03-08T11:29:00Z')).isOpen).toBe(false); // 8:59 NDT
    expect(storeOpenState(DAILY, ST_JOHNS, at('2026-03-07T12:29:00Z')).isOpen).toBe(false); // 8:59 NST the day before
    expect(storeOpenState(DAILY, ST_JOHNS, at('2026-03-07T12:30:00Z')).isOpen).toBe(true); // 9:00 NST
  });

  it('an hour from 1:30 at spring-forward is 3:30 (2:30 does not exist)', () => {
    expect(pickupReadyTime(ALL_DAY, ST_JOHNS, at('2026-03-08T05:00:00Z'))).toEqual({ date: '2026-03-08', weekday: 0, minutes: 210, nextDay: false });
  });

  it('an hour from the first 1:30 at fall-back is the second 1:30', () => {
    expect(pickupReadyTime(ALL_DAY, ST_JOHNS, at('2026-11-01T04:00:00Z'))).toEqual({ date: '2026-11-01', weekday: 0, minutes: 90, nextDay: false });
  });

  it('closed overnight into spring-forward: ready at 10:00 daylight time the next morning', () => {
    // Saturday 22:00 NST.
    expect(pickupReadyTime(DAILY, ST_JOHNS, at('2026-03-08T01:30:00Z'))).toEqual({ date: '2026-03-08', weekday: 0, minutes: 600, nextDay: true });
    // At the spring-forward instant itself (3:00 NDT): before opening, same day.
    expect(pickupReadyTime(DAILY, ST_JOHNS, at('2026-03-08T05:30:00Z'))).toEqual({ date: '2026-03-08', weekday: 0, minutes: 600, nextDay: false });
    expect(storeOpenState(DAILY, ST_JOHNS, at('2026-11-01T05:00:00Z'))).toMatchObject({ isOpen: false, nextOpen: { date: '2026-11-01', minutes: 540, isToday: true } });
  });
});

describe('DST edges: Saskatchewan (no DST, UTC-6 all year)', () => {
  const REGINA = 'America/Regina';

  it('keeps its clock through the spring-forward and fall-back hours', () => {
    expect(zonedTime(at('2026-03-08T07:30:00Z'), REGINA).minutes).toBe(90);
    expect(zonedTime(at('2026-03-08T08:30:00Z'), REGINA).minutes).toBe(150);
    expect(zonedTime(at('2026-11-01T07:30:00Z'), REGINA).minutes).toBe(90);
    expect(zonedTime(at('2026-11-01T08:30:00Z'), REGINA).minutes).toBe(150);
  });

  it('opens at 15:00 UTC in winter and summer alike (Winnipeg moves, Regina does not)', () => {
    for (const day of ['2026-01-15', '2026-03-08', '2026-07-15', '2026-11-01']) {
      expect(storeOpenState(DAILY, REGINA, at(`${day}T15:00:00Z`)).isOpen).toBe(true);
      expect(storeOpenState(DAILY, REGINA, at(`${day}T14:59:00Z`)).isOpen).toBe(false);
    }
    expect(storeOpenState(DAILY, 'America/Winnipeg', at('2026-07-15T13:59:00Z')).isOpen).toBe(false);
    expect(storeOpenState(DAILY, 'America/Winnipeg', at('2026-07-15T14:00:00Z')).isOpen).toBe(true);
  });

  it('an hour from 1:30 is 2:30 on both DST nights', () => {
    expect(pickupReadyTime(ALL_DAY, REGINA, at('2026-03-08T07:30:00Z'))).toMatchObject({ minutes: 150, nextDay: false });
    expect(pickupReadyTime(ALL_DAY, REGINA, at('2026-11-01T07:30:00Z'))).toMatchObject({ minutes: 150, nextDay: false });
  });
});

describe('DST edges: Arizona (no DST, UTC-7 all year)', () => {
  const PHOENIX = 'America/Phoenix';

  it('an hour from 1:30 is 2:30 on both US DST nights', () => {
    expect(pickupReadyTime(ALL_DAY, PHOENIX, at('2026-03-08T08:30:00Z'))).toEqual({ date: '2026-03-08', weekday: 0, minutes: 150, nextDay: false });
    expect(pickupReadyTime(ALL_DAY, PHOENIX, at('2026-11-01T08:30:00Z'))).toEqual({ date: '2026-11-01', weekday: 0, minutes: 150, nextDay: false });
  });

  it('opens at 16:00 UTC all year while Denver shifts', () => {
    for (const day of ['2026-03-08', '2026-07-15', '2026-11-01']) {
      expect(storeOpenState(DAILY, PHOENIX, at(`${day}T16:00:00Z`)).isOpen).toBe(true);
      expect(storeOpenState(DAILY, PHOENIX, at(`${day}T15:59:00Z`)).isOpen).toBe(false);
    }
    expect(storeOpenState(DAILY, 'America/Denver', at('2026-07-15T15:00:00Z')).isOpen).toBe(true);
  });
});
