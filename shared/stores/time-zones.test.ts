import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../vehicles/us-states';
import { CANADIAN_TIME_ZONES, INVALID_PROVINCE_MESSAGE, timeZoneFor, US_TIME_ZONES } from './time-zones';

const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

describe('timeZoneFor', () => {
  it('maps all 13 Canadian provinces and territories to a zone Intl knows', () => {
    expect(Object.keys(CANADIAN_TIME_ZONES).sort()).toEqual(PROVINCES);
    for (const code of PROVINCES) {
      const zone = timeZoneFor(code, 'CA');
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
    expect(timeZoneFor('NL')).toBe('America/St_Johns');
    expect(timeZoneFor('SK')).toBe('America/Regina');
    expect(timeZoneFor('qc')).toBe('America/Toronto');
  });

  it('maps every US state and DC to a zone Intl knows', () => {
    expect(Object.keys(US_TIME_ZONES).sort()).toEqual([...US_STATE_CODES].sort());
    expect(Object.keys(US_TIME_ZONES)).toHaveLength(51);
    for (const code of US_STATE_CODES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: timeZoneFor(code, 'US') })).not.toThrow();
    }
    expect(timeZoneFor('AZ', 'US')).toBe('America/Phoenix');
    expect(timeZoneFor('HI', 'US')).toBe('Pacific/Honolulu');
  });

  it('reads CA as California only on the US side', () => {
    expect(timeZoneFor('CA', 'US')).toBe('America/Los_Angeles');
    expect(() => timeZoneFor('CA', 'CA')).toThrow(INVALID_PROVINCE_MESSAGE);
  });

  it('accepts province names in English and French', () => {
    expect(timeZoneFor('Newfoundland and Labrador')).toBe('America/St_Johns');
    expect(timeZoneFor('Québec', 'CA')).toBe('America/Toronto');
  });

  it.each(['', 'ZZ', 'Atlantis', 'ON ', 'PR'])('"%s" → Invalid province code or time zone not defined', (code) => {
    if (code === 'ON ') {
      expect(timeZoneFor(code)).toBe('America/Toronto'); // surrounding space is not a different code
      return;
    }
    expect(() => timeZoneFor(code)).toThrow('Invalid province code or time zone not defined');
  });

  it('does not offer US states as provinces', () => {
    expect(() => timeZoneFor('TX', 'CA')).toThrow(INVALID_PROVINCE_MESSAGE);
    expect(() => timeZoneFor('ON', 'US')).toThrow(INVALID_PROVINCE_MESSAGE);
  });
});
