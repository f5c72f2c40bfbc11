import { describe, expect, it } from 'vitest';
import { get, getPage } from './http';

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-request-id')).toBeTruthy();
}

describe('security headers', () => {
  it.each(['/', '/s/axle-us/missing?redirected=1', '/api/menu', '/favicon.svg', '/home', '/api/nope'])('are on %s', async (path) => {
    expectSecurityHeaders(await getPage(path));
  });

  it('use a fresh nonce per response that matches the bootstrap script', async () => {
    const a = await getPage('/');
    const b = await getPage('/');
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const nonce = nonceOf(a);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(b));
    const html = await a.text();
    expect(html).toContain(`nonce="${nonce}"`);
    await b.text();
  });

  it('serve hashed build assets as immutable', async () => {
    const html = await (await getPage('/')).text();
    const css = /href="(\/build\/styles-[^"]+\.css)"/.exec(html)?.[1];
    expect(css).toBeTruthy();
    const res = await get(css!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expectSecurityHeaders(res);
  });

  it('rejects oversized bodies with 413', async () => {
    const res = await get('/api/menu', { method: 'POST', body: 'x'.repeat(70 * 1024), headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(413);
  });
});
