import { describe, expect, it } from 'vitest';
import { imageFiles } from './images.ts';
import { generate, rowsOf } from './test-support.ts';

const files = new Map([...imageFiles()].map((f) => [f.path, f.content]));
const { tables } = generate('test');

// Generating a full catalog takes a few seconds on a busy machine.
describe('generated images', { timeout: 60_000 }, () => {
  it('are small, distinct SVG documents', () => {
    expect(files.size).toBeGreaterThan(200);
    for (const [path, content] of files) {
      expect(path).toMatch(/^images\/(products|categories)\/[a-z0-9-]+\.svg$/);
      expect(content.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(content.trim().endsWith('</svg>')).toBe(true);
      expect(content.length).toBeLessThan(1200);
    }
    expect(new Set(files.values()).size).toBe(files.size);
  });

  it('exist for every product image and category image the seed references', () => {
    for (const image of rowsOf(tables, 'product_images')) expect(files.has((image.url as string).slice(1))).toBe(true);
    for (const c of rowsOf(tables, 'categories')) {
      if (c.image !== null) expect(files.has((c.image as string).slice(1))).toBe(true);
    }
  });

  it('escape text in labels', () => {
    expect(files.get('images/categories/brake-lines-hoses.svg')).toContain('Brake Lines &amp; Hoses');
  });
});
