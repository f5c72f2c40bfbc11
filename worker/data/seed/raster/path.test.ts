import { describe, expect, it } from 'vitest';
import { flattenPath } from './path.ts';

const close = (p: readonly [number, number], q: [number, number]) => {
  expect(p[0]).toBeCloseTo(q[0], 6);
  expect(p[1]).toBeCloseTo(q[1], 6);
};

describe('flattenPath', () => {
  it('follows absolute and relative lines, H/V and implicit repeats', () => {
    const [line] = flattenPath('M10 20l5 5 5-5H40V0h-10v5z');
    expect(line!.points).toEqual([[10, 20], [15, 25], [20, 20], [40, 20], [40, 0], [30, 0], [30, 5]]);
    expect(line!.closed).toBe(true);
  });

  it('keeps subpaths apart and leaves an unclosed one open', () => {
    const lines = flattenPath('M65 63h70M65 113h70');
    expect(lines.map((l) => l.points)).toEqual([[[65, 63], [135, 63]], [[65, 113], [135, 113]]]);
    expect(lines.every((l) => !l.closed)).toBe(true);
  });

  it('flattens a half-circle arc through its far point, ending exactly on the endpoint', () => {
    const [line] = flattenPath('M150 100a50 50 0 1 1-100 0');
    const points = line!.points;
    close(points[points.length - 1]!, [50, 100]);
    // Sweep 1 runs clockwise on screen (y down): from the right, through the bottom, to the left.
    const lowest = points.reduce((a, b) => (b[1] > a[1] ? b : a));
    close(lowest, [100, 150]);
    for (const p of points) expect(Math.hypot(p[0] - 100, p[1] - 100)).toBeCloseTo(50, 6);
  });

  it('flattens a cubic curve through its end point', () => {
    const [line] = flattenPath('M0 0C0 10 10 10 10 0');
    close(line!.points[line!.points.length - 1]!, [10, 0]);
    expect(Math.max(...line!.points.map((p) => p[1]))).toBeCloseTo(7.5, 6);
  });

  it('rejects commands it does not draw', () => {
    expect(() => flattenPath('M0 0Q5 5 10 0')).toThrow(/unsupported path command "Q"/);
  });
});
