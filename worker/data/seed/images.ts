/** Small generated SVG images: three views per leaf category (shared by its products) and one per category. */
import { NEW_ARRIVALS_ID } from './categories.ts';
import { fnv1a } from './hash.ts';
import { LEAVES, TOPS } from './taxonomy.ts';

// One pictogram per department; {c} is the fill colour.
const SHAPES: Record<string, string> = {
  brakes: '<circle cx="100" cy="88" r="50" fill="{c}"/><circle cx="100" cy="88" r="16" fill="#fff"/>',
  engine: '<path d="M100 38l43 25v50l-43 25-43-25V63z" fill="{c}"/>',
  filters: '<rect x="65" y="43" width="70" height="90" rx="10" fill="{c}"/><path d="M65 63h70M65 113h70" stroke="#fff" stroke-width="4"/>',
  'suspension-steering': '<path d="M70 43h60L70 63h60L70 83h60L70 103h60L70 123h60" fill="none" stroke="{c}" stroke-width="8"/>',
  'electrical-lighting': '<path d="M110 33L65 98h30l-10 55 50-70h-30z" fill="{c}"/>',
  exhaust: '<path d="M40 118h80a20 20 0 0 0 20-20V58" fill="none" stroke="{c}" stroke-width="18"/>',
  'cooling-heating': '<rect x="55" y="43" width="90" height="90" fill="{c}"/><path d="M75 43v90M95 43v90M115 43v90" stroke="#fff" stroke-width="4"/>',
  drivetrain: '<circle cx="100" cy="88" r="45" fill="none" stroke="{c}" stroke-width="18" stroke-dasharray="14 10"/><circle cx="100" cy="88" r="26" fill="{c}"/>',
  'fluids-chemicals': '<path d="M100 33c25 35 40 55 40 75a40 40 0 0 1-80 0c0-20 15-40 40-75z" fill="{c}"/>',
  'interior-accessories': '<path d="M75 38h35v60h30v35H75z" fill="{c}"/>',
  'exterior-body': '<path d="M45 113V93l20-25h70l20 25v20z" fill="{c}"/><circle cx="70" cy="118" r="12"/><circle cx="130" cy="118" r="12"/>',
  'tools-garage': '<path d="M60 138l55-55a25 25 0 1 1 15 15l-55 55z" fill="{c}"/>',
  [NEW_ARRIVALS_ID]: '<path d="M100 33l17 35 38 5-28 27 7 38-34-18-34 18 7-38-28-27 38-5z" fill="{c}"/>',
};

// Product views: 1 is the part, 2 is turned, 3 is a close-up. The last entry is the category tile.
const VIEW_TRANSFORMS = ['', 'rotate(-18 100 88)', 'translate(-40 -35) scale(1.4)', ''];
const VIEW_BACKGROUNDS = ['#f3f4f6', '#e8eef5', '#fbf7ef', '#ffffff'];
const PRODUCT_VIEWS = 3;
const CATEGORY_VIEW = 3;

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Colour derived from an id (hue from its hash, fixed saturation and lightness) as #rrggbb. */
function colorFor(id: string): string {
  const hue = fnv1a(id) % 360;
  const [s, l] = [0.55, 0.42];
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function svg(shapeKey: string, colorKey: string, label: string, view: number): string {
  const shape = (SHAPES[shapeKey] ?? SHAPES.brakes!).replaceAll('{c}', colorFor(colorKey));
  const transform = VIEW_TRANSFORMS[view] ? ` transform="${VIEW_TRANSFORMS[view]}"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="200" height="200" fill="${VIEW_BACKGROUNDS[view]}"/>`,
    `<g${transform}>${shape}</g>`,
    `<text x="100" y="182" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#1f2937">${escapeXml(label)}</text>`,
    '</svg>\n',
  ].join('');
}

/** File name of view k (0-based) of a leaf's product image. */
export function productImageFile(leafId: string, view: number): string {
  return `${leafId}-${view + 1}.svg`;
}

/** Every image file, as paths relative to the public/ folder with their SVG text. */
export function* imageFiles(): Generator<{ path: string; content: string }> {
  for (const leaf of LEAVES) {
    for (let view = 0; view < PRODUCT_VIEWS; view++) {
      yield { path: `images/products/${productImageFile(leaf.id, view)}`, content: svg(leaf.top.id, leaf.id, leaf.name.en, view) };
    }
    yield { path: `images/categories/${leaf.id}.svg`, content: svg(leaf.top.id, leaf.id, leaf.name.en, CATEGORY_VIEW) };
  }
  for (const top of TOPS) {
    yield { path: `images/categories/${top.id}.svg`, content: svg(top.id, top.id, top.name.en, CATEGORY_VIEW) };
  }
  yield { path: `images/categories/${NEW_ARRIVALS_ID}.svg`, content: svg(NEW_ARRIVALS_ID, NEW_ARRIVALS_ID, 'New Arrivals', CATEGORY_VIEW) };
}
