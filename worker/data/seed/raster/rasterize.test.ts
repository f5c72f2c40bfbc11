import { describe, expect, it } from 'vitest';
import { rasterize } from './rasterize.ts';

const pixel = (rgb: Uint8Array, width: number, x: number, y: number) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
const square = (x0: number, y0: number, x1: number, y1: number) => [[[x0, y0], [x1, y0], [x1, y1], [x0, y1]] as [number, number][]];

describe('rasterize', () => {
  it('paints covered pixels in the layer colour, leaves the background, and blends a half-covered edge', () => {
    const rgb = rasterize(4, 4, [0, 0, 0], [{ color: [200, 100, 50], shapes: [square(1, 0, 2.5, 4)] }]);
    expect(pixel(rgb, 4, 0, 1)).toEqual([0, 0, 0]);
    expect(pixel(rgb, 4, 1, 1)).toEqual([200, 100, 50]);
    expect(pixel(rgb, 4, 2, 1)).toEqual([100, 50, 25]);
    expect(pixel(rgb, 4, 3, 1)).toEqual([0, 0, 0]);
  });

  it('fills overlapping shapes once (a union) and a ring with its hole empty (even-odd)', () => {
    const union = rasterize(4, 1, [0, 0, 0], [{ color: [100, 100, 100], shapes: [square(0, 0, 2.5, 1), square(2, 0, 3, 1)] }]);
    expect(pixel(union, 4, 2, 0)).toEqual([100, 100, 100]);
    const ring = [[[0, 0], [5, 0], [5, 5], [0, 5]], [[1, 1], [4, 1], [4, 4], [1, 4]]] as [number, number][][];
    const holed = rasterize(5, 5, [0, 0, 0], [{ color: [9, 9, 9], shapes: [ring] }]);
    expect(pixel(holed, 5, 0, 2)).toEqual([9, 9, 9]);
    expect(pixel(holed, 5, 2, 2)).toEqual([0, 0, 0]);
  });

  it('paints later layers over earlier ones', () => {
    const rgb = rasterize(2, 1, [0, 0, 0], [{ color: [255, 0, 0], shapes: [square(0, 0, 2, 1)] }, { color: [0, 0, 255], shapes: [square(1, 0, 2, 1)] }]);
    expect([pixel(rgb, 2, 0, 0), pixel(rgb, 2, 1, 0)]).toEqual([[255, 0, 0], [0, 0, 255]]);
  });
});
