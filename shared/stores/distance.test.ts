import { describe, expect, it } from 'vitest';
import { fromKm, haversineKm, toKm } from './distance';

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const MONTREAL = { latitude: 45.5017, longitude: -73.5673 };
const VANCOUVER = { latitude: 49.2827, longitude: -123.1207 };

describe('haversineKm', () => {
  it('measures known city distances within 1%', () => {
    expect(haversineKm(TORONTO, MONTREAL)).toBeGreaterThan(500 * 0.99);
    expect(haversineKm(TORONTO, MONTREAL)).toBeLessThan(504 * 1.01);
    expect(haversineKm(TORONTO, VANCOUVER)).toBeCloseTo(3358, -1);
    expect(haversineKm(TORONTO, TORONTO)).toBe(0);
  });
});

describe('units', () => {
  it('converts km and miles both ways', () => {
    expect(fromKm(160.9344, 'mi')).toBeCloseTo(100, 6);
    expect(toKm(75, 'mi')).toBeCloseTo(120.7, 1);
    expect(fromKm(12, 'km')).toBe(12);
  });
});
