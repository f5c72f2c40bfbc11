import { describe, expect, it } from 'vitest';
import { buildModelId, isYearId, makeDisplayName, makeLevel, modelLevel, parseMakeId, slugify, vehicleName, yearLevel } from './vehicle-levels';

describe('vehicle levels', () => {
  it('builds the ids of document 2 §3 in lower case', () => {
    expect(yearLevel(2019)).toEqual({ id: '2019', value: '2019', name: '2019', label: '2019' });
    expect(makeLevel(2019, 'honda', 'Honda')).toEqual({ id: '2019-honda', value: '2019-honda', name: 'Honda', label: 'Honda' });
    expect(modelLevel(2019, 'honda', 'civic', 'Civic').id).toBe('2019-honda-civic');
    expect(buildModelId(2020, 'Land Rover', 'Range Rover Sport')).toBe('2020-land-rover-range-rover-sport');
    expect(buildModelId('2019', 'HONDA', 'CR-V')).toBe('2019-honda-cr-v');
  });

  it('the model value is the route segment', () => {
    expect(modelLevel(2019, 'honda', 'civic', 'Civic').value).toBe('2019-honda-civic');
  });

  it('spells the special brand names', () => {
    expect(makeDisplayName('AM GENERAL')).toBe('AM General');
    expect(makeDisplayName('bmw')).toBe('BMW');
    expect(makeDisplayName('gmc')).toBe('GMC');
    expect(makeDisplayName('INFINITI')).toBe('Infiniti');
    expect(makeDisplayName('mercedes-benz')).toBe('Mercedes-Benz');
    expect(makeDisplayName('land rover')).toBe('Land Rover');
    expect(makeDisplayName('HONDA')).toBe('Honda');
  });

  it('slugs names as the catalogue does', () => {
    expect(slugify('Civic Type R')).toBe('civic-type-r');
    expect(slugify('C70 / C30')).toBe('c70-c30');
    expect(slugify("F-150 Lightning!")).toBe('f-150-lightning');
  });

  it('reads year and make ids', () => {
    expect(isYearId('2019')).toBe(true);
    expect(isYearId('19')).toBe(false);
    expect(parseMakeId('2019-land-rover')).toEqual({ year: 2019, makeSlug: 'land-rover' });
    expect(parseMakeId('2019')).toBeNull();
    expect(parseMakeId('2019-Honda')).toBeNull();
  });

  it('names a vehicle as "year make model"', () => {
    expect(vehicleName({ year: yearLevel(2019), make: makeLevel(2019, 'honda', 'Honda'), model: modelLevel(2019, 'honda', 'civic', 'Civic') })).toBe('2019 Honda Civic');
  });
});
