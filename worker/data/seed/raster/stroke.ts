/** Turns stroked polylines into fillable outlines: a quad per segment and a disc per joint (round joins, butt caps). */
import type { Point, Polyline } from './path.ts';

/** One filled region, possibly with holes (filled even-odd). */
export type Shape = Point[][];

const DISC_STEPS = 32;

export function disc(cx: number, cy: number, r: number): Shape {
  return [Array.from({ length: DISC_STEPS }, (_, i) => [cx + r * Math.cos((2 * Math.PI * i) / DISC_STEPS), cy + r * Math.sin((2 * Math.PI * i) / DISC_STEPS)] as const)];
}

function segments(line: Polyline): [Point, Point][] {
  const { points, closed } = line;
  const pairs = points.slice(1).map((p, i) => [points[i]!, p] as [Point, Point]);
  if (closed && points.length > 2) pairs.push([points[points.length - 1]!, points[0]!]);
  return pairs.filter(([a, b]) => a[0] !== b[0] || a[1] !== b[1]);
}

/** The outline of `line` drawn with a pen `width` wide, as shapes whose union is the stroke. */
export function stroke(line: Polyline, width: number): Shape[] {
  const half = width / 2;
  const pairs = segments(line);
  const quads = pairs.map(([a, b]): Shape => {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [nx, ny] = [(-(b[1] - a[1]) / length) * half, ((b[0] - a[0]) / length) * half];
    return [[[a[0] + nx, a[1] + ny], [b[0] + nx, b[1] + ny], [b[0] - nx, b[1] - ny], [a[0] - nx, a[1] - ny]]];
  });
  const joints = (line.closed ? pairs : pairs.slice(1)).map(([a]) => disc(a[0], a[1], half));
  return [...quads, ...joints];
}

/** Splits `line` into dashes `on` long with gaps `off` long, measured along it (SVG's stroke-dasharray). */
export function dash(line: Polyline, on: number, off: number): Polyline[] {
  const dashes: Polyline[] = [];
  let drawing = true;
  let left = on;
  let current: Point[] = [line.points[0]!];
  for (const [a, b] of segments(line)) {
    let from = a;
    let length = Math.hypot(b[0] - from[0], b[1] - from[1]);
    while (length > left) {
      const t = left / length;
      const cut: Point = [from[0] + (b[0] - from[0]) * t, from[1] + (b[1] - from[1]) * t];
      if (drawing) dashes.push({ points: [...current, cut], closed: false });
      drawing = !drawing;
      current = [cut];
      from = cut;
      length -= left;
      left = drawing ? on : off;
    }
    left -= length;
    current.push(b);
  }
  if (drawing && current.length > 1) dashes.push({ points: current, closed: false });
  return dashes;
}
