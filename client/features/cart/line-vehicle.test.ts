import { describe, expect, it } from 'vitest';
import { lineVehicle } from './line-vehicle';

describe('lineVehicle', () => {
  it('keeps the model id, year, make, model, fit and the chosen trim and engine', () => {
    expect(lineVehicle({ modelId: '2019-honda-civic', year: 2019, makeName: 'Honda', modelName: 'Civic', engine: '2.0L L4' }, true)).toEqual({
      vehicleID: '2019-honda-civic',
      year: '2019',
      make: 'Honda',
      model: 'Civic',
      isFit: true,
      fitment: { engine: '2.0L L4' },
    });
    expect(lineVehicle(null, true)).toBeNull();
  });
});
