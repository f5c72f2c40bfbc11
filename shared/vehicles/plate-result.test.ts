import { describe, expect, it } from 'vitest';
import { cutModelDesc, vehicleFromPlateRecord, vehicleFromPlateResponse } from './plate-result';

describe('plate lookup result', () => {
  it('cuts the model description at the first slash and trims', () => {
    expect(cutModelDesc('CR-V/CR-V HYBRID')).toBe('CR-V');
    expect(cutModelDesc(' Civic / Civic Si / Type R ')).toBe('Civic');
    expect(cutModelDesc('Accord')).toBe('Accord');
    expect(cutModelDesc('/Accord')).toBe('');
  });

  it('builds the vehicle and its model id', () => {
    const vehicle = vehicleFromPlateRecord({ modelYear: 2020, makeCode: 'HOND', modelDesc: 'CR-V/CR-V HYBRID' });
    expect(vehicle?.model.id).toBe('2020-honda-cr-v');
    expect(vehicle?.make).toEqual({ id: '2020-honda', value: '2020-honda', name: 'Honda', label: 'Honda' });
    expect(vehicle?.year.id).toBe('2020');
    expect(vehicle?.model.name).toBe('CR-V');
  });

  it('passes an unknown make code through', () => {
    expect(vehicleFromPlateRecord({ modelYear: '2023', makeCode: 'POLESTAR', modelDesc: 'PS2' })?.model.id).toBe('2023-polestar-ps2');
  });

  it('treats a record lacking year, make code or model description as invalid', () => {
    expect(vehicleFromPlateRecord({ makeCode: 'HOND', modelDesc: 'Civic' })).toBeNull();
    expect(vehicleFromPlateRecord({ modelYear: 2019, makeCode: '', modelDesc: 'Civic' })).toBeNull();
    expect(vehicleFromPlateRecord({ modelYear: 2019, makeCode: 'HOND', modelDesc: null })).toBeNull();
    expect(vehicleFromPlateRecord({ modelYear: 2019, makeCode: 'HOND', modelDesc: '/' })).toBeNull();
    expect(vehicleFromPlateRecord({ modelYear: 'abc', makeCode: 'HOND', modelDesc: 'Civic' })).toBeNull();
  });

  it('takes the first usable vehicle; none means an invalid plate', () => {
    expect(vehicleFromPlateResponse({ responseRecords: [] })).toBeNull();
    expect(vehicleFromPlateResponse({})).toBeNull();
    expect(vehicleFromPlateResponse(null)).toBeNull();
    expect(vehicleFromPlateResponse({ responseRecords: [{ vehicles: [{ modelYear: 2019 }] }] })).toBeNull();
    const found = vehicleFromPlateResponse({
      responseRecords: [{ vehicles: [{ modelYear: 2019, makeCode: 'HOND' }, { modelYear: 2019, makeCode: 'TOYT', modelDesc: 'Camry' }] }],
    });
    expect(found?.model.id).toBe('2019-toyota-camry');
  });
});
