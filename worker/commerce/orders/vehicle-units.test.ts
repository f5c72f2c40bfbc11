import { describe, expect, it } from 'vitest';
import { lineModelId, orderVehicleUnits } from './vehicle-units';

const civic = JSON.stringify({ vehicleID: '2019-Honda-Civic', year: '2019', make: 'Honda', model: 'Civic', isFit: true, fitment: {} });
const f150 = JSON.stringify({ vehicleID: '2018-ford-f-150', year: '2018', make: 'Ford', model: 'F-150', isFit: true });

describe('units an order adds per vehicle (decision 290)', () => {
  it('counts a line for the vehicle it was added with, lower-cased', () => {
    expect(orderVehicleUnits([{ productId: 'P1', quantity: 2, vehicleDetails: civic }], null)).toEqual([{ modelId: '2019-honda-civic', productId: 'P1', units: 2 }]);
  });

  it('counts a line without a vehicle for the vehicle selected at checkout', () => {
    expect(orderVehicleUnits([{ productId: 'P1', quantity: 3, vehicleDetails: null }], '2018-ford-f-150')).toEqual([{ modelId: '2018-ford-f-150', productId: 'P1', units: 3 }]);
  });

  it('lets the line’s own vehicle win over the selected one', () => {
    expect(orderVehicleUnits([{ productId: 'P1', quantity: 1, vehicleDetails: f150 }], '2019-honda-civic')).toEqual([{ modelId: '2018-ford-f-150', productId: 'P1', units: 1 }]);
  });

  it('sums the same product for one vehicle and keeps vehicles apart', () => {
    const units = orderVehicleUnits(
      [
        { productId: 'P1', quantity: 1, vehicleDetails: civic },
        { productId: 'P1', quantity: 4, vehicleDetails: null },
        { productId: 'P1', quantity: 2, vehicleDetails: f150 },
      ],
      '2019-honda-civic',
    );
    expect(units).toEqual([
      { modelId: '2019-honda-civic', productId: 'P1', units: 5 },
      { modelId: '2018-ford-f-150', productId: 'P1', units: 2 },
    ]);
  });

  it('counts nothing without any vehicle, or for an unreadable one', () => {
    expect(orderVehicleUnits([{ productId: 'P1', quantity: 1, vehicleDetails: null }], null)).toEqual([]);
    expect(orderVehicleUnits([{ productId: 'P1', quantity: 1, vehicleDetails: null }], 'civic')).toEqual([]);
    expect(lineModelId('{not json')).toBeNull();
    expect(lineModelId(JSON.stringify({ vehicleID: 42 }))).toBeNull();
    expect(lineModelId('null')).toBeNull();
  });
});
