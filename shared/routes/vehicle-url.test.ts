import { describe, expect, it } from 'vitest';
import { isVehicleSegment, vehicleSegmentFromLocation, VEHICLE_URL_ERRORS } from './vehicle-url';

describe('vehicle URLs', () => {
  it('recognises a four-digit year with at least three dash parts', () => {
    expect(isVehicleSegment('2019-honda-civic')).toBe(true);
    expect(isVehicleSegment('2020-honda-cr-v')).toBe(true);
    expect(isVehicleSegment('2019-honda')).toBe(false);
    expect(isVehicleSegment('honda-civic-2019')).toBe(false);
    expect(isVehicleSegment('201-honda-civic')).toBe(false);
  });

  it('reads the first segment, ignoring a language segment, or the vehicle parameter', () => {
    expect(vehicleSegmentFromLocation({ pathname: '/2019-honda-civic/brakes' })).toBe('2019-honda-civic');
    expect(vehicleSegmentFromLocation({ pathname: '/fr/2019-Honda-Civic' })).toBe('2019-honda-civic');
    expect(vehicleSegmentFromLocation({ pathname: '/search', search: '?q=x&vehicle=2019-honda-civic' })).toBe('2019-honda-civic');
  });

  it('throws the spec texts', () => {
    expect(() => vehicleSegmentFromLocation(null)).toThrow(VEHICLE_URL_ERRORS.noLocation);
    expect(() => vehicleSegmentFromLocation({ pathname: '/brakes' })).toThrow(VEHICLE_URL_ERRORS.notYmm);
    expect(VEHICLE_URL_ERRORS).toEqual({ noLocation: 'Location object is not available', notYmm: 'URL does not match YMM format' });
  });
});
