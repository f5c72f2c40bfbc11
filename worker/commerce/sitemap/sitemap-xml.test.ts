import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, splitUrls, urlElement, urlsetXml, xmlEscape } from './sitemap-xml';

const WRAPPER = urlsetXml([]).length;

describe('splitUrls', () => {
  const elements = Array.from({ length: 7 }, (_, i) => urlElement({ loc: `https://a.test/p/${i}`, alternates: [] }));

  it('cuts at the URL limit, in order', () => {
    expect(splitUrls(elements, { maxUrls: 3, maxBytes: 1_000_000 }).map((f) => f.length)).toEqual([3, 3, 1]);
    expect(splitUrls(elements, { maxUrls: 3, maxBytes: 1_000_000 }).flat()).toEqual(elements);
  });

  it('cuts at the byte limit, wrapper included, counting UTF-8 bytes', () => {
    const size = elements[0]!.length;
    const files = splitUrls(elements, { maxUrls: 100, maxBytes: WRAPPER + 2 * size });
    expect(files.map((f) => f.length)).toEqual([2, 2, 2, 1]);
    for (const file of files) expect(new TextEncoder().encode(urlsetXml(file)).length).toBeLessThanOrEqual(WRAPPER + 2 * size);
    const accented = [urlElement({ loc: 'https://a.test/é', alternates: [] })];
    expect(() => splitUrls(accented, { maxUrls: 10, maxBytes: WRAPPER + accented[0]!.length })).toThrow('exceeds the file size limit');
  });

  it('gives no file for no URLs', () => {
    expect(splitUrls([])).toEqual([]);
  });
});

describe('sitemap XML', () => {
  it('escapes locations and writes alternates and lastmod', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlElement({ loc: 'https://a.test/x?a=1&b=2', lastmod: '2026-01-02', alternates: [{ hreflang: 'fr-CA', href: 'https://a.test/ca/fr/x' }] })).toBe(
      '<url><loc>https://a.test/x?a=1&amp;b=2</loc><lastmod>2026-01-02</lastmod><xhtml:link rel="alternate" hreflang="fr-CA" href="https://a.test/ca/fr/x"/></url>\n',
    );
    expect(sitemapIndexXml(['https://a.test/s-1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://a.test/s-1.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
