import { describe, expect, it } from 'vitest';
import { boundingBox, fromKm, haversineKm, toKm } from './distance';

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

describe('boundingBox', () => {
  it('contains every point within the radius', () => {
    const box = boundingBox(TORONTO, 120);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point ~119 km away in this direction.
      const b = (bearing * Math.PI) / 180;
      const p = { latitude: TORONTO.latitude + (119 / 111.2) * Math.cos(b), longitude: TORONTO.longitude + (119 / (111.2 * Math.cos((TORONTO.latitude * Math.PI) / 180))) * Math.sin(b) };
      expect(haversineKm(TORONTO, p)).toBeLessThan(120.5);
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(p.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(p.longitude).toBeGreaterThanOrEqual(box.minLng);
      expect(p.longitude).toBeLessThanOrEqual(box.maxLng);
    }
  });
});
