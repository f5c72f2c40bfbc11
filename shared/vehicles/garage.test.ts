import { describe, expect, it } from 'vitest';
import {
  garageVehicle,
  listGarage,
  mergeGarages,
  NO_VEHICLE_PATH,
  removeVehicle,
  selectedEntry,
  selectVehicle,
  setQualifiers,
  shopWithoutVehicle,
  toSelectedVehicle,
  type GarageVehicle,
} from './garage';
import { parseGarage, serializeGarage } from './garage-schema';
import { makeLevel, modelLevel, yearLevel } from './vehicle-levels';

function entry(year: number, make: string, model: string, extra: Partial<GarageVehicle> = {}): GarageVehicle {
  const name = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  return {
    ...garageVehicle({ year: yearLevel(year), make: makeLevel(year, make, name(make)), model: modelLevel(year, make, model, name(model)) }),
    ...extra,
  };
}

const civic = entry(2019, 'honda', 'civic');
const camry = entry(2018, 'toyota', 'camry');
const f150 = entry(2020, 'ford', 'f-150');

describe('garage rules', () => {
  it('select sets selectedAt now on it and clears the others; appends when absent', () => {
    const one = selectVehicle([], civic, 100);
    expect(one).toHaveLength(1);
    expect(one[0]!.selectedAt).toBe(100);
    const two = selectVehicle(one, camry, 200);
    expect(two.map((v) => [v.model.id, v.selectedAt])).toEqual([
      ['2019-honda-civic', null],
      ['2018-toyota-camry', 200],
    ]);
    const back = selectVehicle(two, civic, 300);
    expect(back).toHaveLength(2);
    expect(selectedEntry(back)?.model.id).toBe('2019-honda-civic');
    expect(back.find((v) => v.model.id === '2018-toyota-camry')?.selectedAt).toBeNull();
  });

  it('choosing a listed vehicle again keeps its trim, engine and listing', () => {
    const refined = setQualifiers(selectVehicle([], civic, 1), civic.model.id, { submodel: 'EX', engine: '2.0L L4' });
    const again = selectVehicle(refined, { ...civic, isSearchOnlyFitment: true }, 2);
    expect(again[0]).toMatchObject({ submodel: 'EX', engineBlockId: '2.0L L4', isSearchOnlyFitment: false, selectedAt: 2 });
  });

  it('shop without vehicle clears selectedAt on all', () => {
    const list = shopWithoutVehicle(selectVehicle([civic, camry], camry, 5));
    expect(list.every((v) => v.selectedAt === null)).toBe(true);
    expect(selectedEntry(list)).toBeNull();
  });

  it('removing the selected vehicle selects another and goes to its landing page', () => {
    const list = selectVehicle(selectVehicle([], civic, 1), camry, 2);
    const result = removeVehicle(list, camry.model.id, 3);
    expect(result.vehicles.map((v) => v.model.id)).toEqual(['2019-honda-civic']);
    expect(result.vehicles[0]!.selectedAt).toBe(3);
    expect(result.target).toBe('/2019-honda-civic');
  });

  it('removing the last vehicle clears the selection and goes to /parts', () => {
    const result = removeVehicle(selectVehicle([], civic, 1), civic.model.id, 2);
    expect(result).toEqual({ vehicles: [], target: '/parts' });
    expect(NO_VEHICLE_PATH).toBe('/parts');
    // A selected search-only vehicle does not keep the selection alive.
    const withSearchOnly = selectVehicle([civic], { ...camry, isSearchOnlyFitment: true }, 5);
    expect(removeVehicle(withSearchOnly, civic.model.id, 6)).toEqual({ vehicles: [], target: '/parts' });
  });

  it('removing a vehicle that is not selected stays put', () => {
    const list = selectVehicle([civic, f150], camry, 9);
    const result = removeVehicle(list, f150.model.id, 10);
    expect(result.target).toBeNull();
    expect(selectedEntry(result.vehicles)?.model.id).toBe('2018-toyota-camry');
  });

  it('lists without search-only vehicles, in the three modes', () => {
    const list = selectVehicle([civic, { ...f150, isSearchOnlyFitment: true }], camry, 1);
    expect(listGarage(list).map((v) => v.model.id)).toEqual(['2019-honda-civic', '2018-toyota-camry']);
    expect(listGarage(list, 'selected').map((v) => v.model.id)).toEqual(['2018-toyota-camry']);
    expect(listGarage(list, 'excluding-selected').map((v) => v.model.id)).toEqual(['2019-honda-civic']);
  });

  it('merge drops search-only vehicles, collapses duplicates, keeps the most recent selection', () => {
    const browser = [{ ...civic, selectedAt: 500 }, { ...f150, isSearchOnlyFitment: true, selectedAt: 900 }];
    const profile = [{ ...civic, selectedAt: null, submodel: 'LX' }, { ...camry, selectedAt: 700 }];
    const merged = mergeGarages(browser, profile);
    expect(merged.map((v) => v.model.id).sort()).toEqual(['2018-toyota-camry', '2019-honda-civic']);
    expect(selectedEntry(merged)?.model.id).toBe('2018-toyota-camry');
    expect(merged.filter((v) => v.selectedAt !== null)).toHaveLength(1);
    expect(merged.find((v) => v.model.id === '2019-honda-civic')?.selectedAt).toBeNull();
  });

  it('gives the selected-vehicle view', () => {
    expect(toSelectedVehicle({ ...civic, submodel: 'EX', engineBlockId: '1.5L L4' })).toEqual({
      modelId: '2019-honda-civic',
      year: 2019,
      makeName: 'Honda',
      modelName: 'Civic',
      submodel: 'EX',
      engine: '1.5L L4',
    });
  });

  it('stores as JSON text and drops unreadable entries', () => {
    const list = selectVehicle([civic], camry, 4);
    expect(parseGarage(serializeGarage(list))).toEqual(list);
    expect(parseGarage('not json')).toEqual([]);
    expect(parseGarage('{"a":1}')).toEqual([]);
    const { vehicleID: _id, isFit: _fit, ...legacy } = civic;
    expect(parseGarage(JSON.stringify([legacy, { year: 1 }]))).toEqual([civic]);
  });
});
