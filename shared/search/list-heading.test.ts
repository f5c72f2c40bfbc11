import { describe, expect, it } from 'vitest';
import { listHeadingVehicle } from './list-heading';

const civic = { modelId: '2019-honda-civic', year: 2019, makeName: 'Honda', modelName: 'Civic' };
const camry = { modelId: '2018-toyota-camry', year: 2018, makeName: 'Toyota', modelName: 'Camry' };

describe('listHeadingVehicle', () => {
  it('names the list vehicle when the URL (or cookie) gives one, even with another selected', () => {
    expect(listHeadingVehicle(civic, camry)).toBe('2019 Honda Civic');
  });

  it('follows the selected vehicle when the list names none', () => {
    expect(listHeadingVehicle(null, camry)).toBe('2018 Toyota Camry');
  });

  it('is null (All Vehicle Parts / Add Vehicle) with no vehicle at all', () => {
    expect(listHeadingVehicle(null, null)).toBeNull();
  });
});
