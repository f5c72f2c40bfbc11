import { describe, expect, it } from 'vitest';
import { exports } from 'cloudflare:workers';
import { get, getPage } from './http';

/**
 * Paths a fuzz run of the HTTP surface sends: empty and doubled segments, protocol-relative
 * shapes, backslashes, broken percent-encoding. Each must follow the unknown-path rule (redirect,
 * then 404) or answer 400 — never 500 — and keep the security headers.
 */
const MALFORMED = [
  '///',
  '//',
  '//x',
  '//x/y',
  '///x',
  '/\\',
  '/\\\\evil.example',
  '/a\\b',
  '/%',
  '/%%',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%ZZ',
  '/%00',
  '/category/%',
  '/category/%E0%A4%A',
  '/search?q=%',
  '/search?q=%E0%A4%A&offset=%',
  '/s/axle-us//x?redirected=1',
  '/fr//',
  '/es/%',
  '/api/page///',
  '/api/page//x',
  '/api/page/%',
  '/api/page/%E0%A4%A',
];

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy') ?? '').toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-request-id')).toBeTruthy();
}

describe('malformed paths', () => {
  it.each(MALFORMED)('%s answers below 500 with security headers (page request)', async (path) => {
    const res = await getPage(path);
    await res.arrayBuffer();
    expect(res.status, path).toBeLessThan(500);
    expectSecurityHeaders(res);
  });

  it.each(MALFORMED)('%s answers below 500 (API-style request)', async (path) => {
    const res = await get(path);
    await res.arrayBuffer();
    expect(res.status, path).toBeLessThan(500);
    expectSecurityHeaders(res);
  });

  it.each([
    ['///', '/s/axle-us?redirected=1'],
    ['//', '/s/axle-us?redirected=1'],
    ['//brakes', '/s/axle-us/brakes?redirected=1'],
    ['//evil.example/x', '/s/axle-us/evil.example/x?redirected=1'],
    ['/fr//brakes', '/s/axle-ca/fr/brakes?redirected=1'],
  ])('%s follows the unknown-path rule to %s (never a protocol-relative redirect)', async (path, target) => {
    const res = await getPage(path);
    await res.arrayBuffer();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target);
  });

  it('the client page API gives the same redirect for an empty-segment path', async () => {
    const res = await get('/api/page///');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: '/s/axle-us?redirected=1', status: 302 });
  });

  it('the redirected malformed path ends on the 404 page, not an error page', async () => {
    const first = await getPage('//x');
    const location = first.headers.get('location');
    await first.arrayBuffer();
    expect(location).toBeTruthy();
    const second = await getPage(location!);
    const html = await second.text();
    expect(second.status).toBe(404);
    expect(html).toContain('The page you&#x27;re looking for can&#x27;t be found.');
  });

  it('a raw request whose URL keeps a backslash answers below 500', async () => {
    const res = await exports.default.fetch(new Request('http://localhost/%5C', { headers: { accept: 'text/html' }, redirect: 'manual' }));
    await res.arrayBuffer();
    expect(res.status).toBeLessThan(500);
  });
});
