import { describe, expect, it } from 'vitest';
import { filterByFitment, keepsForVehicle, parseFitment } from './fitment-filter';

const civic = '2019-honda-civic';
const fitsCivic = JSON.stringify({ [civic]: [['LX', '2.0L L4', null], ['Sport', '1.5L L4 Turbo', 'Front']] });
const fitsAccord = JSON.stringify({ '2018-honda-accord': [['EX', '1.5L L4 Turbo', null]] });

describe('keepsForVehicle (document 2 §5 recommendation fitment filter)', () => {
  it('keeps every item when no vehicle is selected', () => {
    expect(keepsForVehicle({ fitment: fitsAccord, universal: false }, null)).toBe(true);
    expect(keepsForVehicle({ fitment: null, universal: false }, undefined)).toBe(true);
    expect(keepsForVehicle({ fitment: 'not json', universal: false }, '', { submodel: 'LX' })).toBe(true);
  });

  it('keeps an item whose fitment lists the vehicle model id', () => {
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic)).toBe(true);
  });

  it('compares the model id case-insensitively', () => {
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, '2019-Honda-CIVIC')).toBe(true);
  });

  it('drops an item whose fitment does not list the vehicle', () => {
    expect(keepsForVehicle({ fitment: fitsAccord, universal: false }, civic)).toBe(false);
    expect(keepsForVehicle({ fitment: null, universal: false }, civic)).toBe(false);
    expect(keepsForVehicle({ fitment: '{broken', universal: false }, civic)).toBe(false);
  });

  it('keeps universal parts for any vehicle', () => {
    expect(keepsForVehicle({ fitment: null, universal: true }, civic)).toBe(true);
  });

  it('keeps an item when every filter matches one of the model entries, ignoring case', () => {
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic, { submodel: 'lx' })).toBe(true);
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic, { submodel: 'SPORT', engine: '1.5l l4 turbo' })).toBe(true);
    // Each filter may match a different entry of the model.
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic, { submodel: 'LX', engine: '1.5L L4 Turbo' })).toBe(true);
  });

  it('drops an item when any filter matches none of the model entries', () => {
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic, { submodel: 'Type R' })).toBe(false);
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic, { submodel: 'LX', engine: '2.5L' })).toBe(false);
  });

  it('never matches a filter on the note or an unknown attribute', () => {
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic, { note: 'Front' })).toBe(false);
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic, { color: 'LX' })).toBe(false);
  });

  it('ignores blank filters', () => {
    expect(keepsForVehicle({ fitment: fitsCivic, universal: false }, civic, { submodel: '  ' })).toBe(true);
  });

  it('keeps a universal part whatever the trim or engine filters', () => {
    expect(keepsForVehicle({ fitment: null, universal: true }, civic, { submodel: 'LX', engine: '2.0L' })).toBe(true);
  });
});

describe('filterByFitment', () => {
  it('keeps the order of the fitting items', () => {
    const items = [
      { id: 'A', fitment: fitsAccord, universal: false },
      { id: 'B', fitment: fitsCivic, universal: false },
      { id: 'C', fitment: null, universal: true },
    ];
    expect(filterByFitment(items, (i) => i, civic).map((i) => i.id)).toEqual(['B', 'C']);
    expect(filterByFitment(items, (i) => i, null).map((i) => i.id)).toEqual(['A', 'B', 'C']);
  });
});

describe('parseFitment', () => {
  it('lower-cases model ids and keeps string cells only', () => {
    expect(parseFitment(JSON.stringify({ '2019-HONDA-civic': [['LX', 5, null]], bad: 'x' }))).toEqual({ '2019-honda-civic': [['LX', null, null]] });
  });
  it('reads anything else as no fitment', () => {
    expect(parseFitment('[1,2]')).toEqual({});
    expect(parseFitment(null)).toEqual({});
  });
});
