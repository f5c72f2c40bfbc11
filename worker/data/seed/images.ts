/**
 * Generated placeholder images, rasterized to PNG: three views per leaf category (shared by its
 * products) and one per category. Raster, not SVG: every SVG <img> costs the browser a separate SVG
 * document on the main thread (decision 227).
 */
import { NEW_ARRIVALS_ID } from './categories.ts';
import { fnv1a } from './hash.ts';
import { categoryImagePath, productImagePath } from './image-paths.ts';
import { flattenPath, type Point } from './raster/path.ts';
import { encodePng } from './raster/png.ts';
import { rasterize, type Layer, type Rgb } from './raster/rasterize.ts';
import { dash, stroke, type Shape } from './raster/stroke.ts';
import { LEAVES, TOPS } from './taxonomy.ts';

/** Pictograms are drawn on a 200 × 200 canvas. */
const CANVAS = 200;
/** Product views are 4:3, as every product image is shown (cards, gallery, thumbnails); tiles are square. */
export const PRODUCT_IMAGE_SIZE = { width: 480, height: 360 } as const;
export const CATEGORY_IMAGE_SIZE = { width: 200, height: 200 } as const;

type Paint = 'main' | 'white' | 'black';
/** A filled path, or a stroked one when `stroke` (pen width) is given. */
interface Mark {
  d: string;
  paint?: Paint;
  stroke?: number;
  dash?: [on: number, off: number];
}

const circle = (cx: number, cy: number, r: number): string => `M${cx + r} ${cy}a${r} ${r} 0 1 1 ${-2 * r} 0a${r} ${r} 0 1 1 ${2 * r} 0z`;
const roundedRect = (x: number, y: number, w: number, h: number, r: number): string =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`;

// One pictogram per department, in the main colour unless a mark says otherwise.
const SHAPES: Record<string, Mark[]> = {
  brakes: [{ d: circle(100, 88, 50) }, { d: circle(100, 88, 16), paint: 'white' }],
  engine: [{ d: 'M100 38l43 25v50l-43 25-43-25V63z' }],
  filters: [{ d: roundedRect(65, 43, 70, 90, 10) }, { d: 'M65 63h70M65 113h70', paint: 'white', stroke: 4 }],
  'suspension-steering': [{ d: 'M70 43h60L70 63h60L70 83h60L70 103h60L70 123h60', stroke: 8 }],
  'electrical-lighting': [{ d: 'M110 33L65 98h30l-10 55 50-70h-30z' }],
  exhaust: [{ d: 'M40 118h80a20 20 0 0 0 20-20V58', stroke: 18 }],
  'cooling-heating': [{ d: 'M55 43h90v90h-90z' }, { d: 'M75 43v90M95 43v90M115 43v90', paint: 'white', stroke: 4 }],
  drivetrain: [{ d: 'M145 88a45 45 0 1 1-90 0a45 45 0 1 1 90 0', stroke: 18, dash: [14, 10] }, { d: circle(100, 88, 26) }],
  'fluids-chemicals': [{ d: 'M100 33c25 35 40 55 40 75a40 40 0 0 1-80 0c0-20 15-40 40-75z' }],
  'interior-accessories': [{ d: 'M75 38h35v60h30v35H75z' }],
  'exterior-body': [{ d: 'M45 113V93l20-25h70l20 25v20z' }, { d: circle(70, 118, 12), paint: 'black' }, { d: circle(130, 118, 12), paint: 'black' }],
  'tools-garage': [{ d: 'M60 138l55-55a25 25 0 1 1 15 15l-55 55z' }],
  [NEW_ARRIVALS_ID]: [{ d: 'M100 33l17 35 38 5-28 27 7 38-34-18-34 18 7-38-28-27 38-5z' }],
};

type Transform = (p: Point) => Point;
const identity: Transform = (p) => p;
const rotateAbout = (degrees: number, cx: number, cy: number): Transform => {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return ([x, y]) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
};

// Product views: 1 is the part, 2 is turned, 3 is a close-up. The last entry is the category tile.
const VIEW_TRANSFORMS: Transform[] = [identity, rotateAbout(-18, 100, 88), ([x, y]) => [1.4 * x - 40, 1.4 * y - 35], identity];
const VIEW_BACKGROUNDS: Rgb[] = [[0xf3, 0xf4, 0xf6], [0xe8, 0xee, 0xf5], [0xfb, 0xf7, 0xef], [0xff, 0xff, 0xff]];
const PRODUCT_VIEWS = 3;
const CATEGORY_VIEW = 3;

/** Colour derived from an id: hue from its hash, fixed saturation and lightness. */
export function colorFor(id: string): Rgb {
  const hue = fnv1a(id) % 360;
  const [s, l] = [0.55, 0.42];
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round((l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

function shapesOf(mark: Mark): Shape[] {
  const lines = flattenPath(mark.d);
  if (mark.stroke === undefined) return [lines.map((line) => line.points)];
  const pen = mark.stroke;
  const dashed = mark.dash ? lines.flatMap((line) => dash(line, mark.dash![0], mark.dash![1])) : lines;
  return dashed.flatMap((line) => stroke(line, pen));
}

function image(shapeKey: string, colorKey: string, view: number, size: { width: number; height: number }): Uint8Array {
  const paints: Record<Paint, Rgb> = { main: colorFor(colorKey), white: [255, 255, 255], black: [0, 0, 0] };
  // The square drawing is centred in the image, scaled to its shorter side.
  const scale = Math.min(size.width, size.height) / CANVAS;
  const [left, top] = [(size.width - CANVAS * scale) / 2, (size.height - CANVAS * scale) / 2];
  const toPixels = (p: Point): Point => {
    const [x, y] = VIEW_TRANSFORMS[view]!(p);
    return [left + x * scale, top + y * scale];
  };
  const layers: Layer[] = (SHAPES[shapeKey] ?? SHAPES.brakes!).map((mark) => ({
    color: paints[mark.paint ?? 'main'],
    shapes: shapesOf(mark).map((shape) => shape.map((ring) => ring.map(toPixels))),
  }));
  return encodePng(size.width, size.height, rasterize(size.width, size.height, VIEW_BACKGROUNDS[view]!, layers));
}

/** Every image file, as paths relative to the public/ folder with their PNG bytes. */
export function* imageFiles(): Generator<{ path: string; content: Uint8Array }> {
  for (const leaf of LEAVES) {
    for (let view = 0; view < PRODUCT_VIEWS; view++) {
      yield { path: productImagePath(leaf.id, view).slice(1), content: image(leaf.top.id, leaf.id, view, PRODUCT_IMAGE_SIZE) };
    }
    yield { path: categoryImagePath(leaf.id).slice(1), content: image(leaf.top.id, leaf.id, CATEGORY_VIEW, CATEGORY_IMAGE_SIZE) };
  }
  for (const top of TOPS) yield { path: categoryImagePath(top.id).slice(1), content: image(top.id, top.id, CATEGORY_VIEW, CATEGORY_IMAGE_SIZE) };
  yield { path: categoryImagePath(NEW_ARRIVALS_ID).slice(1), content: image(NEW_ARRIVALS_ID, NEW_ARRIVALS_ID, CATEGORY_VIEW, CATEGORY_IMAGE_SIZE) };
}
