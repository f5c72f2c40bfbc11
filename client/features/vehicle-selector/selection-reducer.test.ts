import { describe, expect, it } from 'vitest';
import {
  canFindMyPart,
  EMPTY_SELECTION,
  engineOptions,
  isMakeDisabled,
  isModelDisabled,
  selectionReducer,
  sortYearsDescending,
  submodelOptions,
  type SelectionState,
} from './selection-reducer';

const configs = [
  { submodel: 'LX', engine: '2.0L L4' },
  { submodel: 'EX', engine: '1.5L L4' },
  { submodel: 'EX', engine: '2.0L L4' },
];

function chosen(): SelectionState {
  let s = selectionReducer(EMPTY_SELECTION, { type: 'year', year: '2019' });
  s = selectionReducer(s, { type: 'make', make: '2019-honda' });
  s = selectionReducer(s, { type: 'model', model: '2019-honda-civic' });
  return s;
}

describe('vehicle selection reducer', () => {
  it('disables make until a year and model until a make', () => {
    expect(isMakeDisabled(EMPTY_SELECTION)).toBe(true);
    expect(isModelDisabled(EMPTY_SELECTION)).toBe(true);
    const year = selectionReducer(EMPTY_SELECTION, { type: 'year', year: '2019' });
    expect(isMakeDisabled(year)).toBe(false);
    expect(isModelDisabled(year)).toBe(true);
    expect(isModelDisabled(selectionReducer(year, { type: 'make', make: '2019-honda' }))).toBe(false);
  });

  it('choosing a year clears make and model', () => {
    const s = selectionReducer(chosen(), { type: 'year', year: '2020' });
    expect(s).toEqual({ year: '2020', make: null, model: null, submodel: null, engine: null });
  });

  it('choosing a make clears the model', () => {
    const s = selectionReducer(chosen(), { type: 'make', make: '2019-toyota' });
    expect(s).toEqual({ year: '2019', make: '2019-toyota', model: null, submodel: null, engine: null });
  });

  it('ignores a make without a year and a model without a make', () => {
    expect(selectionReducer(EMPTY_SELECTION, { type: 'make', make: '2019-honda' }).make).toBeNull();
    expect(selectionReducer(EMPTY_SELECTION, { type: 'model', model: '2019-honda-civic' }).model).toBeNull();
  });

  it('choosing a model clears trim and engine; a trim keeps only an engine it offers', () => {
    let s = selectionReducer(chosen(), { type: 'submodel', submodel: 'EX', configs });
    s = selectionReducer(s, { type: 'engine', engine: '2.0L L4' });
    expect(selectionReducer(s, { type: 'submodel', submodel: 'LX', configs }).engine).toBe('2.0L L4');
    s = selectionReducer(s, { type: 'engine', engine: '1.5L L4' });
    expect(selectionReducer(s, { type: 'submodel', submodel: 'LX', configs }).engine).toBeNull();
    const again = selectionReducer(s, { type: 'model', model: '2019-honda-accord' });
    expect(again).toMatchObject({ model: '2019-honda-accord', submodel: null, engine: null });
    expect(selectionReducer(again, { type: 'reset' })).toEqual(EMPTY_SELECTION);
  });

  it('lists trims and the engines of a trim', () => {
    expect(submodelOptions(configs)).toEqual(['LX', 'EX']);
    expect(engineOptions(configs, 'EX')).toEqual(['1.5L L4', '2.0L L4']);
    expect(engineOptions(configs, null)).toEqual(['2.0L L4', '1.5L L4']);
  });

  it('sorts years descending', () => {
    expect(sortYearsDescending([{ id: '2010' }, { id: '2025' }, { id: '2019' }]).map((y) => y.id)).toEqual(['2025', '2019', '2010']);
  });

  it('enables Find My Part only on the plate tab, off the Canadian site, with no lookup running', () => {
    expect(canFindMyPart({ tab: 'plate', isCanada: false, lookupRunning: false })).toBe(true);
    expect(canFindMyPart({ tab: 'make-model', isCanada: false, lookupRunning: false })).toBe(false);
    expect(canFindMyPart({ tab: 'plate', isCanada: true, lookupRunning: false })).toBe(false);
    expect(canFindMyPart({ tab: 'plate', isCanada: false, lookupRunning: true })).toBe(false);
  });

  it('Find My Part also submits the VIN tab, on both sites, while no lookup runs', () => {
    expect(canFindMyPart({ tab: 'vin', isCanada: false, lookupRunning: false })).toBe(true);
    expect(canFindMyPart({ tab: 'vin', isCanada: true, lookupRunning: false })).toBe(true);
    expect(canFindMyPart({ tab: 'vin', isCanada: true, lookupRunning: true })).toBe(false);
  });
});
