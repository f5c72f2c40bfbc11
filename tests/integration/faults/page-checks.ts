import { expect } from 'vitest';

/** The document title, which names the page's own content (product, category, article). */
export function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

/** The JSON a page streamed for a deferred key (client/data/deferred.tsx embeds it by key). */
export function streamed(html: string, key: string): unknown {
  const id = `deferred:${key}`.replaceAll('&', '&amp;');
  const start = html.indexOf(`id="${id}">`);
  if (start < 0) return undefined;
  return JSON.parse(html.slice(start + id.length + 6, html.indexOf('</script>', start)));
}

/** DESIGN §4 headers, on every response. */
export function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toMatch(/frame-ancestors '(none|self)'/);
  expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-request-id')).toBeTruthy();
}
