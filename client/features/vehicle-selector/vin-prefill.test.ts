import { describe, expect, it } from 'vitest';
import { vinPrefill } from './vin-prefill';

const level = (id: string, name: string) => ({ id, value: id, name, label: name });
const base = { vin: '1GCUYDED9KZ137465', year: level('2019', '2019'), submodel: null, engine: null };

describe('where the selector opens after a VIN', () => {
  it('at the make, with the year chosen, when the WMI is shared', () => {
    expect(vinPrefill({ ...base, make: null, model: null, undecided: 'make' }, null)).toEqual({
      selection: { year: '2019', make: null, model: null, submodel: null, engine: null },
      applied: null,
      notice: { key: 'vehicle.vinChooseMake', values: { year: '2019' } },
    });
  });

  it('at the model, with year and make chosen', () => {
    const prefill = vinPrefill({ ...base, make: level('2019-honda', 'Honda'), model: null, undecided: 'model' }, null);
    expect(prefill.selection).toEqual({ year: '2019', make: '2019-honda', model: null, submodel: null, engine: null });
    expect(prefill.notice).toEqual({ key: 'vehicle.vinChooseModel', values: { year: '2019', make: 'Honda' } });
  });

  it('at trim and engine of the applied vehicle, keeping what the VIN decided', () => {
    const result = { ...base, make: level('2019-toyota', 'Toyota'), model: level('2019-toyota-camry', 'Camry'), engine: '2.5L L4', undecided: 'submodel' as const };
    const prefill = vinPrefill(result, null);
    expect(prefill.selection).toEqual({ year: '2019', make: '2019-toyota', model: '2019-toyota-camry', submodel: null, engine: '2.5L L4' });
    expect(prefill.notice).toBeNull();
  });
});
