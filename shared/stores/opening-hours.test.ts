import { describe, expect, it } from 'vitest';
import { hasNoHours, INVALID_TIME_MESSAGE, parseHoursRange, parseTimeText, weeklyHoursFromStore } from './opening-hours';

describe('parseTimeText (opening-hours text like 9:30am or 9am)', () => {
  it.each([
    ['9am', 540], ['9:30am', 570], ['12am', 0], ['12:15am', 15], ['12pm', 720], ['12:30pm', 750],
    ['1pm', 780], ['9:00pm', 1260], ['11:59pm', 1439], [' 8AM ', 480], ['7:30 pm', 1170],
  ])('%s → %i minutes', (text, minutes) => {
    expect(parseTimeText(text)).toBe(minutes);
  });

  it.each(['9', '9:30', '13pm', '0am', '9:60am', '9:5am', '09:30', 'noon', '', 'am', '9:30xm', '930am'])(
    '"%s" → Invalid time format',
    (text) => {
      expect(() => parseTimeText(text)).toThrow('Invalid time format');
    },
  );
});

describe('parseHoursRange', () => {
  it('reads "8am - 9pm" and "9:30am–5pm"', () => {
    expect(parseHoursRange('8am - 9pm')).toEqual({ open: 480, close: 1260 });
    expect(parseHoursRange('9:30am–5pm')).toEqual({ open: 570, close: 1020 });
  });
  it.each(['8am', '8am - ', '8am - 9pm - 10pm', '8 - 9'])('"%s" is invalid', (text) => {
    expect(() => parseHoursRange(text)).toThrow(INVALID_TIME_MESSAGE);
  });
});

describe('weeklyHoursFromStore', () => {
  const day = (name: string, hours: string | null) => ({ day: name, hours });
  it('turns the Monday-first list into weekday-indexed hours (0 = Sunday), closed days null', () => {
    const week = weeklyHoursFromStore([
      day('Monday', '8am - 9pm'), day('Tuesday', '8am - 9pm'), day('Wednesday', null), day('Thursday', '8am - 9pm'),
      day('Friday', '8am - 9pm'), day('Saturday', '9am - 6pm'), day('Sunday', '11am - 4:30pm'),
    ]);
    expect(week[0]).toEqual({ open: 660, close: 990 });
    expect(week[1]).toEqual({ open: 480, close: 1260 });
    expect(week[3]).toBeNull();
    expect(week[6]).toEqual({ open: 540, close: 1080 });
    expect(hasNoHours(week)).toBe(false);
  });
  it('an unreadable day counts as closed; no hours at all is detected', () => {
    const week = weeklyHoursFromStore([day('Monday', 'all day'), ...Array.from({ length: 6 }, () => day('x', null))]);
    expect(hasNoHours(week)).toBe(true);
    expect(hasNoHours(weeklyHoursFromStore([]))).toBe(true);
  });
});
