import { describe, expect, it } from 'vitest';
import { garageVehicle, type GarageVehicle } from './garage';
import { garageAtLogin } from './garage-login';
import { checkGarageText, MAX_GARAGE_TEXT_LENGTH } from './garage-text';
import { serializeGarage } from './garage-schema';
import { makeLevel, modelLevel, yearLevel } from './vehicle-levels';

function entry(year: number, make: string, model: string, extra: Partial<GarageVehicle> = {}): GarageVehicle {
  return { ...garageVehicle({ year: yearLevel(year), make: makeLevel(year, make, make), model: modelLevel(year, make, model, model) }), ...extra };
}

const civic = entry(2019, 'honda', 'civic');
const camry = entry(2018, 'toyota', 'camry');
const f150 = entry(2020, 'ford', 'f-150');

describe('garage at login (document 2 §4 merge)', () => {
  it('drops search-only vehicles of either list', () => {
    const result = garageAtLogin([{ ...f150, isSearchOnlyFitment: true }], [civic, { ...camry, isSearchOnlyFitment: true, selectedAt: 9 }]);
    expect(result.vehicles.map((v) => v.model.id)).toEqual(['2019-honda-civic']);
    expect(result.selected).toBeNull();
  });

  it('collapses duplicates by model id, keeping the copy selected most recently', () => {
    const result = garageAtLogin([{ ...civic, submodel: 'LX', selectedAt: 100 }, camry], [{ ...civic, submodel: 'EX', selectedAt: 300 }]);
    expect(result.vehicles.map((v) => [v.model.id, v.submodel, v.selectedAt])).toEqual([
      ['2019-honda-civic', 'EX', 300],
      ['2018-toyota-camry', null, null],
    ]);
  });

  it('keeps only the most recently selected vehicle selected, whichever list it came from', () => {
    const browserWins = garageAtLogin([{ ...camry, selectedAt: 100 }], [{ ...f150, selectedAt: 200 }]);
    expect(browserWins.selected?.model.id).toBe('2020-ford-f-150');
    expect(browserWins.vehicles.filter((v) => v.selectedAt !== null)).toHaveLength(1);
    const profileWins = garageAtLogin([{ ...camry, selectedAt: 500 }], [{ ...f150, selectedAt: 200 }]);
    expect(profileWins.selected?.model.id).toBe('2018-toyota-camry');
    expect(profileWins.vehicles.map((v) => [v.model.id, v.selectedAt])).toEqual([
      ['2018-toyota-camry', 500],
      ['2020-ford-f-150', null],
    ]);
  });

  it('keeps the profile order and appends new browser vehicles', () => {
    const result = garageAtLogin([camry, civic], [f150, camry]);
    expect(result.vehicles.map((v) => v.model.id)).toEqual(['2018-toyota-camry', '2019-honda-civic', '2020-ford-f-150']);
    expect(result.saveToProfile).toBe(true);
  });

  it('writes the profile only when the merge changes it', () => {
    expect(garageAtLogin([camry, civic], [civic]).saveToProfile).toBe(false);
    expect(garageAtLogin([camry], []).saveToProfile).toBe(false);
    expect(garageAtLogin([], [camry]).saveToProfile).toBe(true);
  });
});

describe('checkGarageText (c_vehicleDetails saves)', () => {
  it('accepts a garage list and answers its canonical text', () => {
    const text = serializeGarage([camry, { ...civic, selectedAt: 4 }]);
    expect(checkGarageText(text)).toEqual({ ok: true, vehicles: [camry, { ...civic, selectedAt: 4 }], text });
    expect(checkGarageText('[]')).toMatchObject({ ok: true, vehicles: [] });
  });

  it('rejects text that is not JSON, not a list, holds a non-vehicle, or is too long', () => {
    expect(checkGarageText('nope')).toEqual({ ok: false, message: 'c_vehicleDetails must be JSON text' });
    expect(checkGarageText('{"a":1}')).toEqual({ ok: false, message: 'c_vehicleDetails must be a JSON list of vehicles' });
    expect(checkGarageText(`[${JSON.stringify(camry)},{"year":2019}]`)).toEqual({ ok: false, message: 'c_vehicleDetails holds an entry that is not a vehicle' });
    expect(checkGarageText(' '.repeat(MAX_GARAGE_TEXT_LENGTH - 2) + '[]').ok).toBe(true);
    expect(checkGarageText(' '.repeat(MAX_GARAGE_TEXT_LENGTH - 1) + '[]')).toEqual({ ok: false, message: `c_vehicleDetails must be at most ${MAX_GARAGE_TEXT_LENGTH} characters` });
  });
});
