import { describe, expect, it } from 'vitest';
import { decodeVehicleCookie, encodeVehicleCookie, readCookie, VEHICLE_COOKIE_MAX_AGE } from './vehicle-cookie';

describe('selected-vehicle cookie', () => {
  it('round-trips model id and qualifiers', () => {
    const value = { modelId: '2019-honda-civic', submodel: 'EX-L', engine: '2.0L L4' };
    const encoded = encodeVehicleCookie(value);
    expect(encoded).not.toMatch(/[\s;,"]/);
    expect(decodeVehicleCookie(encoded)).toEqual(value);
    expect(decodeVehicleCookie(encodeVehicleCookie({ modelId: '2019-honda-civic', submodel: null, engine: null }))).toEqual({
      modelId: '2019-honda-civic',
      submodel: null,
      engine: null,
    });
  });

  it('rejects values that are not a vehicle model id', () => {
    expect(decodeVehicleCookie('brakes')).toBeNull();
    expect(decodeVehicleCookie('%E0%A4%A')).toBeNull();
    expect(decodeVehicleCookie('')).toBeNull();
    expect(decodeVehicleCookie(undefined)).toBeNull();
  });

  it('reads a cookie from a header and lasts a year', () => {
    expect(readCookie('a=1; axle_vehicle=2019-honda-civic||; b=2', 'axle_vehicle')).toBe('2019-honda-civic||');
    expect(readCookie('a=1', 'axle_vehicle')).toBeNull();
    expect(VEHICLE_COOKIE_MAX_AGE).toBe(31_536_000);
  });
});
