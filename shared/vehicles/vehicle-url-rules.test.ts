import { describe, expect, it } from 'vitest';
import { isVehicleSegment, vehicleSegmentFromLocation } from '../routes/vehicle-url';

// The vehicle-URL rule of document 2 §2 as the garage and landing pages rely on it.
describe('vehicle URL recognition (garage and landing)', () => {
  it('needs a four-digit year first and at least three dash parts', () => {
    expect(isVehicleSegment('2019-honda-civic-brakes')).toBe(true);
    expect(isVehicleSegment('2019-land-rover-range-rover')).toBe(true);
    expect(isVehicleSegment('2019--civic')).toBe(false);
    expect(isVehicleSegment('20190-honda-civic')).toBe(false);
    expect(isVehicleSegment('parts')).toBe(false);
    expect(isVehicleSegment('')).toBe(false);
  });

  it('ignores a leading en, fr or es segment and prefers the path over the query', () => {
    expect(vehicleSegmentFromLocation({ pathname: '/es/2020-ford-f-150' })).toBe('2020-ford-f-150');
    expect(vehicleSegmentFromLocation({ pathname: '/en/2020-ford-f-150/brakes/X1' })).toBe('2020-ford-f-150');
    expect(vehicleSegmentFromLocation({ pathname: '/2019-honda-civic', search: '?vehicle=2020-ford-f-150' })).toBe('2019-honda-civic');
  });

  it('throws "URL does not match YMM format" when neither path nor query names a vehicle', () => {
    expect(() => vehicleSegmentFromLocation({ pathname: '/fr' })).toThrow('URL does not match YMM format');
    expect(() => vehicleSegmentFromLocation({ pathname: '/search', search: '?vehicle=honda' })).toThrow('URL does not match YMM format');
  });

  it('throws "Location object is not available" without a location', () => {
    expect(() => vehicleSegmentFromLocation(undefined)).toThrow('Location object is not available');
  });
});
