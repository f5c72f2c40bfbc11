/** Scan-line rasterizer with 4× vertical supersampling and exact horizontal coverage: smooth edges, no dependencies. */
import type { Shape } from './stroke.ts';

export type Rgb = readonly [number, number, number];

/** Shapes painted in one colour; overlapping shapes are a union. Coordinates are in pixels. */
export interface Layer {
  color: Rgb;
  shapes: Shape[];
}

const SUBROWS = 4;

type Edge = readonly [x0: number, y0: number, x1: number, y1: number];

function edgesOf(shape: Shape): Edge[] {
  return shape.flatMap((ring) => ring.map((p, i): Edge => {
    const q = ring[(i + 1) % ring.length]!;
    return [p[0], p[1], q[0], q[1]];
  }));
}

/** Spans of `shape` on the horizontal line at `y`, filled even-odd. */
function spansAt(edges: Edge[], y: number, out: [number, number][]): void {
  const xs: number[] = [];
  for (const [x0, y0, x1, y1] of edges) {
    if (y0 <= y === y1 <= y) continue;
    xs.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
  }
  xs.sort((a, b) => a - b);
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i]!, xs[i + 1]!]);
}

function addCoverage(row: Float32Array, from: number, to: number, weight: number): void {
  const [x0, x1] = [Math.max(0, from), Math.min(row.length, to)];
  if (x1 <= x0) return;
  const [first, last] = [Math.floor(x0), Math.floor(x1)];
  if (first === last) {
    row[first]! += (x1 - x0) * weight;
    return;
  }
  row[first]! += (first + 1 - x0) * weight;
  for (let x = first + 1; x < last; x++) row[x]! += weight;
  if (last < row.length) row[last]! += (x1 - last) * weight;
}

/** Paints `layers` in order over a `width` × `height` background; returns RGB bytes, rows top to bottom. */
export function rasterize(width: number, height: number, background: Rgb, layers: Layer[]): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = background[i % 3]!;
  const coverage = new Float32Array(width);
  for (const layer of layers) {
    const shapes = layer.shapes.map(edgesOf);
    const top = Math.max(0, Math.floor(Math.min(...shapes.flat().flatMap((e) => [e[1], e[3]]))));
    const bottom = Math.min(height, Math.ceil(Math.max(...shapes.flat().flatMap((e) => [e[1], e[3]]))));
    for (let y = top; y < bottom; y++) {
      coverage.fill(0);
      for (let s = 0; s < SUBROWS; s++) {
        const spans: [number, number][] = [];
        for (const edges of shapes) spansAt(edges, y + (s + 0.5) / SUBROWS, spans);
        spans.sort((a, b) => a[0] - b[0]);
        // Union: merge overlapping spans so overlaps are not painted twice.
        let open: [number, number] | null = null;
        for (const span of spans) {
          if (open && span[0] <= open[1]) open[1] = Math.max(open[1], span[1]);
          else {
            if (open) addCoverage(coverage, open[0], open[1], 1 / SUBROWS);
            open = [span[0], span[1]];
          }
        }
        if (open) addCoverage(coverage, open[0], open[1], 1 / SUBROWS);
      }
      for (let x = 0; x < width; x++) {
        const alpha = Math.min(1, coverage[x]!);
        if (alpha <= 0) continue;
        const at = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(pixels[at + c]! * (1 - alpha) + layer.color[c]! * alpha);
      }
    }
  }
  return pixels;
}
