import type { Alternate } from '../../../shared/seo/page-urls';

/** One URL of a sitemap: absolute canonical location, hreflang alternates, optional last change. */
export interface SitemapEntry {
  loc: string;
  alternates: Alternate[];
  lastmod?: string;
}

/** The sitemaps.org limits per file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 52_428_800 };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';
const encoder = new TextEncoder();

/** Escapes text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string);
}

/** The <url> element of one entry. */
export function urlElement(entry: SitemapEntry): string {
  const links = entry.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`).join('');
  const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlEscape(entry.loc)}</loc>${lastmod}${links}</url>\n`;
}

/**
 * Splits <url> elements into files that each stay within the limits (count and bytes, the
 * urlset wrapper included), keeping their order. An element too large for any file is an error.
 */
export function splitUrls(elements: readonly string[], limits: SitemapLimits = SITEMAP_LIMITS): string[][] {
  const wrapperBytes = encoder.encode(URLSET_OPEN + URLSET_CLOSE).length;
  const files: string[][] = [];
  let current: string[] = [];
  let bytes = wrapperBytes;
  for (const element of elements) {
    const size = encoder.encode(element).length;
    if (wrapperBytes + size > limits.maxBytes) throw new Error('a sitemap entry exceeds the file size limit');
    if (current.length >= limits.maxUrls || bytes + size > limits.maxBytes) {
      files.push(current);
      current = [];
      bytes = wrapperBytes;
    }
    current.push(element);
    bytes += size;
  }
  if (current.length) files.push(current);
  return files;
}

/** A <urlset> document of pre-rendered <url> elements. */
export function urlsetXml(elements: readonly string[]): string {
  return URLSET_OPEN + elements.join('') + URLSET_CLOSE;
}

/** The sitemap index of child sitemap URLs. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}
