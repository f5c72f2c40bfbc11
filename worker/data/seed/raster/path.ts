/** Flattens SVG path data (M L H V C A Z, absolute and relative) into polylines. */
export type Point = readonly [number, number];

export interface Polyline {
  points: Point[];
  closed: boolean;
}

const CURVE_STEPS = 24;
const TOKEN = /[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, A: 7, Z: 0 };

function cubic(p0: Point, p1: Point, p2: Point, p3: Point): Point[] {
  return Array.from({ length: CURVE_STEPS }, (_, i) => {
    const t = (i + 1) / CURVE_STEPS;
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]] as const;
  });
}

const angleBetween = (ux: number, uy: number, vx: number, vy: number): number => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);

/** Points along an elliptical arc (SVG's endpoint parameterisation, converted to centre form). */
function arc(from: Point, rxIn: number, ryIn: number, rotationDeg: number, largeArc: boolean, sweep: boolean, to: Point): Point[] {
  let [rx, ry] = [Math.abs(rxIn), Math.abs(ryIn)];
  if (rx === 0 || ry === 0 || (from[0] === to[0] && from[1] === to[1])) return [to];
  const phi = (rotationDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const [dx, dy] = [(from[0] - to[0]) / 2, (from[1] - to[1]) / 2];
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) [rx, ry] = [rx * Math.sqrt(lambda), ry * Math.sqrt(lambda)];
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const coefficient = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const [cx1, cy1] = [(coefficient * rx * y1) / ry, (-coefficient * ry * x1) / rx];
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2;
  const [ux, uy] = [(x1 - cx1) / rx, (y1 - cy1) / ry];
  const start = angleBetween(1, 0, ux, uy);
  let delta = angleBetween(ux, uy, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const steps = Math.max(4, Math.ceil((Math.abs(delta) / (2 * Math.PI)) * 64));
  return Array.from({ length: steps }, (_, i) => {
    if (i === steps - 1) return to;
    const theta = start + (delta * (i + 1)) / steps;
    const [ex, ey] = [rx * Math.cos(theta), ry * Math.sin(theta)];
    return [cx + ex * cos - ey * sin, cy + ex * sin + ey * cos] as const;
  });
}

/** The subpaths of `d` as polylines, curves flattened. Throws on a command it does not know. */
export function flattenPath(d: string): Polyline[] {
  const tokens = d.match(TOKEN) ?? [];
  const lines: Polyline[] = [];
  let current: Polyline | null = null;
  let pen: Point = [0, 0];
  let start: Point = [0, 0];
  let command = '';
  let i = 0;
  const number = (): number => {
    const value = Number(tokens[i++]);
    if (!Number.isFinite(value)) throw new Error(`bad number in path "${d}"`);
    return value;
  };
  while (i < tokens.length) {
    if (/^[a-z]$/i.test(tokens[i]!)) command = tokens[i++]!;
    else if (command === 'M') command = 'L';
    else if (command === 'm') command = 'l';
    const upper = command.toUpperCase();
    if (!(upper in ARITY)) throw new Error(`unsupported path command "${command}" in "${d}"`);
    const relative = command !== upper;
    const [ox, oy] = relative ? pen : [0, 0];
    const args = Array.from({ length: ARITY[upper]! }, number);
    let added: Point[] = [];
    switch (upper) {
      case 'M':
        pen = start = [ox + args[0]!, oy + args[1]!];
        current = { points: [pen], closed: false };
        lines.push(current);
        continue;
      case 'L': added = [[ox + args[0]!, oy + args[1]!]]; break;
      case 'H': added = [[(relative ? pen[0] : 0) + args[0]!, pen[1]]]; break;
      case 'V': added = [[pen[0], (relative ? pen[1] : 0) + args[0]!]]; break;
      case 'C': added = cubic(pen, [ox + args[0]!, oy + args[1]!], [ox + args[2]!, oy + args[3]!], [ox + args[4]!, oy + args[5]!]); break;
      case 'A': added = arc(pen, args[0]!, args[1]!, args[2]!, args[3] !== 0, args[4] !== 0, [ox + args[5]!, oy + args[6]!]); break;
      case 'Z':
        if (current) current.closed = true;
        pen = start;
        current = null;
        command = '';
        continue;
    }
    if (!current) {
      current = { points: [pen], closed: false };
      lines.push(current);
    }
    current.points.push(...added);
    pen = added[added.length - 1]!;
  }
  return lines;
}
