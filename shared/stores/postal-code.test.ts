import { describe, expect, it } from 'vitest';
import {
  checkStorePostalCode,
  isValidPostalCode,
  normalizeStorePostalCode,
  postalCentroidKey,
  postalCodeMatchesProvince,
} from './postal-code';

describe('store postal-code input', () => {
  it('is trimmed and every whitespace removed (example M5J2X1)', () => {
    expect(normalizeStorePostalCode('  M5J 2X1 ')).toBe('M5J2X1');
    expect(normalizeStorePostalCode('M5J\t2 X1\n')).toBe('M5J2X1');
    expect(normalizeStorePostalCode('   ')).toBe('');
  });
});

describe('Canadian postal code first letter vs province', () => {
  it.each([
    ['A1C', 'NL'], ['B3J', 'NS'], ['C1A', 'PE'], ['E1C', 'NB'], ['G1R', 'QC'], ['H2X', 'QC'], ['J8X', 'QC'],
    ['K1P', 'ON'], ['L5B', 'ON'], ['M5J', 'ON'], ['N6A', 'ON'], ['P3A', 'ON'], ['R3C', 'MB'], ['S4P', 'SK'],
    ['T2P', 'AB'], ['V6B', 'BC'], ['X0A', 'NU'], ['X1A', 'NT'], ['Y1A', 'YT'],
  ])('%s belongs to %s', (code, province) => {
    expect(postalCodeMatchesProvince(code, province)).toBe(true);
  });

  it.each([
    ['M5J2X1', 'QC'], ['H2X2P1', 'ON'], ['V6B', 'AB'], ['X1A', 'YT'], ['Y1A', 'NT'], ['Z1A', 'ON'], ['D1A', 'ON'],
  ])('%s does not belong to %s', (code, province) => {
    expect(postalCodeMatchesProvince(code, province)).toBe(false);
  });

  it('reports a mismatch as invalid, and a match as the normalized code', () => {
    expect(checkStorePostalCode(' m5j 2x1', 'CA', 'ON')).toEqual({ ok: true, postalCode: 'M5J2X1' });
    expect(checkStorePostalCode('M5J 2X1', 'CA', 'QC')).toEqual({ ok: false });
    expect(checkStorePostalCode('M5J 2X1', 'CA')).toEqual({ ok: true, postalCode: 'M5J2X1' });
  });
});

describe('postal code format', () => {
  it.each(['M5J2X1', 'M5J', 'X1A3T3', 'k1p5n2'])('%s is a Canadian code', (code) => {
    expect(isValidPostalCode(code, 'CA')).toBe(true);
  });
  it.each(['', 'M5', 'M5J2X', 'Z5J2X1', 'D5J2X1', 'M5J2X1X', '12345', 'MMJ2X1'])('%s is not a Canadian code', (code) => {
    expect(isValidPostalCode(code, 'CA')).toBe(false);
  });
  it.each(['10001', '10001-1234', '100011234'])('%s is a US ZIP', (code) => {
    expect(isValidPostalCode(code, 'US')).toBe(true);
  });
  it.each(['1000', 'ABCDE', 'M5J2X1', '10001-12'])('%s is not a US ZIP', (code) => {
    expect(isValidPostalCode(code, 'US')).toBe(false);
  });
  it('an invalid input is invalid whatever the province', () => {
    expect(checkStorePostalCode('hello', 'CA')).toEqual({ ok: false });
    expect(checkStorePostalCode('M5J 2X1', 'US')).toEqual({ ok: false });
    expect(checkStorePostalCode(' 10001 ', 'US')).toEqual({ ok: true, postalCode: '10001' });
  });
});

describe('postalCentroidKey', () => {
  it('uses the forward sortation area in Canada and the 5-digit ZIP in the US', () => {
    expect(postalCentroidKey('m5j2x1', 'CA')).toBe('M5J');
    expect(postalCentroidKey('10001-1234', 'US')).toBe('10001');
  });
});
