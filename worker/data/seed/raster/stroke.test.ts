import { describe, expect, it } from 'vitest';
import { dash, stroke } from './stroke.ts';

const length = (points: readonly (readonly [number, number])[]) => points.slice(1).reduce((sum, p, i) => sum + Math.hypot(p[0] - points[i]![0], p[1] - points[i]![1]), 0);

describe('stroke', () => {
  it('draws a segment as a quad as wide as the pen, with a disc at each inner joint', () => {
    const shapes = stroke({ points: [[0, 0], [10, 0], [10, 10]], closed: false }, 4);
    expect(shapes).toHaveLength(3);
    expect(shapes[0]).toEqual([[[0, 2], [10, 2], [10, -2], [0, -2]]]);
    const joint = shapes[2]![0]!;
    for (const [x, y] of joint) expect(Math.hypot(x - 10, y)).toBeCloseTo(2, 9);
  });
});

describe('dash', () => {
  it('cuts a line into dashes and gaps of the given lengths, across corners', () => {
    const dashes = dash({ points: [[0, 0], [20, 0], [20, 20]], closed: false }, 7, 3);
    expect(dashes.map((d) => length(d.points))).toEqual([7, 7, 7, 7].map(() => expect.closeTo(7, 9)));
    expect(dashes[1]!.points).toEqual([[10, 0], [17, 0]]);
    expect(dashes[2]!.points).toEqual([[20, 0], [20, 7]]);
  });
});
