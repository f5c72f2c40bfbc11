import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, colorFor, imageFiles } from './images.ts';
import { generate, rowsOf } from './test-support.ts';

const files = new Map([...imageFiles()].map((f) => [f.path, f.content]));
const { tables } = generate('test');

/** Width, height and RGB pixels of one of our PNGs (8-bit RGB, every row "Up"-filtered). */
function decode(png: Uint8Array): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  const view = Buffer.from(png);
  const width = view.readUInt32BE(16);
  const height = view.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < view.length; ) {
    const length = view.readUInt32BE(at);
    if (view.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(view.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(2);
    for (let x = 0; x < stride; x++) rgb[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + (y > 0 ? rgb[(y - 1) * stride + x]! : 0)) & 0xff;
  }
  return { width, height, pixel: (x, y) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)] };
}

// Generating a full catalog takes a few seconds on a busy machine.
describe('generated images', { timeout: 60_000 }, () => {
  it('are small PNGs: product views 480 × 360 (4:3, as shown), category tiles 200 px square', () => {
    expect(files.size).toBeGreaterThan(200);
    for (const [path, content] of files) {
      expect(path).toMatch(/^images\/(products|categories)\/[a-z0-9-]+\.png$/);
      expect([...content.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
      expect(content.length).toBeLessThan(24_000);
      const { width, height } = decode(content);
      const size = path.startsWith('images/products/') ? PRODUCT_IMAGE_SIZE : CATEGORY_IMAGE_SIZE;
      expect({ width, height }).toEqual(size);
    }
  });

  it('draw the department pictogram in the category colour on the view background', () => {
    // Brake pads: a disc centred at (100, 88) of 200 with a white hub; the tile background is white.
    const tile = decode(files.get('images/categories/brake-pads.png')!);
    expect(tile.pixel(100, 88)).toEqual([255, 255, 255]);
    expect(tile.pixel(100, 50)).toEqual([...colorFor('brake-pads')]);
    expect(tile.pixel(5, 5)).toEqual([255, 255, 255]);
    // In a 480 × 360 view the 200-unit drawing is scaled 1.8× and centred: the disc's top at (240, 86).
    const view = decode(files.get('images/products/brake-pads-1.png')!);
    expect(view.pixel(240, 90)).toEqual([...colorFor('brake-pads')]);
    expect(view.pixel(240, 158)).toEqual([255, 255, 255]);
    expect(view.pixel(10, 350)).toEqual([0xf3, 0xf4, 0xf6]);
  });

  it('differ between the three views of a product', () => {
    const views = [1, 2, 3].map((k) => Buffer.from(files.get(`images/products/brake-pads-${k}.png`)!).toString('base64'));
    expect(new Set(views).size).toBe(3);
  });

  it('exist for every product image and category image the seed references', () => {
    for (const image of rowsOf(tables, 'product_images')) expect(files.has((image.url as string).slice(1))).toBe(true);
    for (const c of rowsOf(tables, 'categories')) {
      if (c.image !== null) expect(files.has((c.image as string).slice(1))).toBe(true);
    }
  });
});
