import { describe, expect, it } from 'vitest';
import { normaliseVin, readVin, VIN_LETTER_VALUES, VIN_WEIGHTS, VIN_YEAR_CODES, vinCheckDigit, vinModelYear } from './vin';

describe('VIN check digit (49 CFR 565.15)', () => {
  it('uses the regulation weights and transliteration table', () => {
    expect(VIN_WEIGHTS).toEqual([8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(VIN_LETTER_VALUES).toEqual({
      A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
      S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
    });
  });

  it('computes the digit of published VINs, X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('2HGFC2F58KH542110')).toBe('8');
  });

  it('refuses a VIN whose ninth character does not match', () => {
    expect(readVin('2HGFC2F59KH542110')).toMatchObject({ ok: false, problem: 'check-digit' });
    expect(readVin('1M8GDM9A1KP042788')).toMatchObject({ ok: false, problem: 'check-digit' });
  });
});

describe('VIN model year (position 10, position 7 picks the cycle)', () => {
  it('has the 30 year codes in order, without I, O, Q, U, Z and 0', () => {
    expect(VIN_YEAR_CODES).toBe('ABCDEFGHJKLMNPRSTVWXY123456789');
    expect(VIN_YEAR_CODES).toHaveLength(30);
  });

  it('reads 1980–2009 when position 7 is a digit and 2010–2039 when it is a letter', () => {
    const at = (p7: string, p10: string) => vinModelYear(`AAAAAA${p7}AA${p10}AAAAAAA`);
    expect(at('1', 'A')).toBe(1980);
    expect(at('1', 'Y')).toBe(2000);
    expect(at('1', '1')).toBe(2001);
    expect(at('1', '9')).toBe(2009);
    expect(at('F', 'A')).toBe(2010);
    expect(at('F', 'K')).toBe(2019);
    expect(at('F', 'S')).toBe(2025);
    expect(at('F', 'Y')).toBe(2030);
    expect(at('F', '9')).toBe(2039);
    expect(at('1', 'U')).toBeNull();
    expect(at('1', 'Z')).toBeNull();
    expect(at('1', '0')).toBeNull();
  });

  it('gives the year of a valid VIN', () => {
    expect(readVin('2HGFC2F58KH542110')).toEqual({ ok: true, vin: '2HGFC2F58KH542110', year: 2019, wmi: '2HG' });
    expect(readVin('1HGCM82633A004352')).toMatchObject({ ok: true, year: 2003 });
  });
});

describe('reading a typed VIN', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normaliseVin(' 2hgfc2f5 8kh-542110 ')).toBe('2HGFC2F58KH542110');
    expect(readVin('2hgfc2f58kh542110')).toMatchObject({ ok: true, vin: '2HGFC2F58KH542110' });
  });

  it('refuses I, O and Q before counting characters', () => {
    expect(readVin('2HGFC2F58KH54211O')).toMatchObject({ ok: false, problem: 'letters' });
    expect(readVin('IHGFC2F59KH542110')).toMatchObject({ ok: false, problem: 'letters' });
    expect(readVin('QQQ')).toMatchObject({ ok: false, problem: 'letters' });
  });

  it('refuses anything but 17 characters', () => {
    expect(readVin('2HGFC2F58KH54211')).toMatchObject({ ok: false, problem: 'length' });
    expect(readVin('2HGFC2F58KH5421100')).toMatchObject({ ok: false, problem: 'length' });
    expect(readVin('')).toMatchObject({ ok: false, problem: 'length' });
  });

  it('refuses characters that are neither letters nor digits', () => {
    expect(readVin('2HGFC2F58KH54211#')).toMatchObject({ ok: false, problem: 'characters' });
    expect(readVin('2HGFC2F58KH5421É0')).toMatchObject({ ok: false, problem: 'characters' });
  });

  it('refuses a valid-looking VIN without a model-year code', () => {
    // Position 10 'U' with a matching check digit.
    const vin = '1M8GDM9A_UP042788';
    const digit = vinCheckDigit(vin.replace('_', '0'));
    expect(readVin(vin.replace('_', digit ?? '0'))).toMatchObject({ ok: false, problem: 'year' });
  });
});
