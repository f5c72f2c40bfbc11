import { describe, expect, it } from 'vitest';
import { isValidPostalFormat, normalizePostalCode, postalMatchesProvince, postalProblem, POSTAL_LETTER_PROVINCES } from './postal-province';
import { allowedStatesFor, isAllowedState } from './regions';

describe('Canadian postal code vs province (document 1 §5)', () => {
  it.each([
    ['A1A 1A1', 'NL'], ['B3H 0A1', 'NS'], ['C1A 1A1', 'PE'], ['E1C 1A1', 'NB'], ['G1R 1A1', 'QC'],
    ['H2X 1Y4', 'QC'], ['J4K 1A1', 'QC'], ['K1A 0B1', 'ON'], ['L5B 1A1', 'ON'], ['M5J 2X1', 'ON'],
    ['N2L 3G1', 'ON'], ['P3A 1A1', 'ON'], ['R3C 1A1', 'MB'], ['S4P 1A1', 'SK'], ['T2P 1J9', 'AB'],
    ['V6B 1A1', 'BC'], ['X1A 1A1', 'NT'], ['X0A 1A1', 'NU'], ['Y1A 1A1', 'YT'],
  ])('%s belongs to %s', (code, province) => {
    expect(postalMatchesProvince('CA', code, province)).toBe(true);
    expect(postalProblem('CA', code, province)).toBeNull();
  });

  it('reports a first letter of another province as a mismatch', () => {
    expect(postalMatchesProvince('CA', 'M5J 2X1', 'QC')).toBe(false);
    expect(postalProblem('CA', 'M5J 2X1', 'QC')).toBe('province');
    expect(postalProblem('CA', 'T2P 1J9', 'BC')).toBe('province');
    expect(postalProblem('CA', 'X1A 1A1', 'YT')).toBe('province');
  });

  it('maps every letter to provinces on the Canadian site', () => {
    const provinces = new Set(allowedStatesFor('CA').map((s) => s.id));
    for (const list of Object.values(POSTAL_LETTER_PROVINCES)) for (const p of list) expect(provinces.has(p)).toBe(true);
    expect(Object.keys(POSTAL_LETTER_PROVINCES)).toHaveLength(18);
  });

  it('checks the format and normalises spacing and case', () => {
    expect(normalizePostalCode('CA', ' m5j2x1 ')).toBe('M5J 2X1');
    expect(isValidPostalFormat('CA', 'm5j-2x1')).toBe(true);
    expect(isValidPostalFormat('CA', 'M5J 2X')).toBe(false);
    expect(isValidPostalFormat('CA', 'D5J 2X1')).toBe(false);
    expect(postalProblem('CA', '12345', 'ON')).toBe('format');
  });
});

describe('US ZIP format', () => {
  it('accepts five digits or ZIP+4 and ignores the province rule', () => {
    expect(postalProblem('US', '10001', 'NY')).toBeNull();
    expect(postalProblem('US', '10001-1234', 'NY')).toBeNull();
    expect(postalProblem('US', '1000', 'NY')).toBe('format');
    expect(postalProblem('US', 'M5J 2X1', 'NY')).toBe('format');
    expect(postalProblem('US', '100011', 'NY')).toBe('format');
  });
});

describe('allowed states (document 1 §9)', () => {
  it('lists 13 provinces and territories on the Canadian site and 50 states plus DC on the US site', () => {
    expect(allowedStatesFor('CA')).toHaveLength(13);
    expect(allowedStatesFor('US')).toHaveLength(51);
    expect(allowedStatesFor('CA')).toContainEqual({ id: 'QC', value: 'Quebec' });
    expect(allowedStatesFor('US')).toContainEqual({ id: 'DC', value: 'District of Columbia' });
    expect(isAllowedState('CA', 'NY')).toBe(false);
    expect(isAllowedState('US', 'ON')).toBe(false);
  });
});
