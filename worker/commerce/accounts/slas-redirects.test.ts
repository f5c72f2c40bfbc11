import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, registeredRedirects } from './slas-redirects';

const base = { clientId: 'pwa', apiOrigin: 'https://shop.example', production: true, clients: { pwa: ['https://pwa.example/callback'] } };

describe('SLAS redirect allow-list', () => {
  it('allows the registered URI of the client, with any query, and nothing else of that origin', () => {
    expect(isAllowedRedirect('https://pwa.example/callback', base)).toBe(true);
    expect(isAllowedRedirect('https://pwa.example/callback?x=1', base)).toBe(true);
    expect(isAllowedRedirect('https://pwa.example/other', base)).toBe(false);
    expect(isAllowedRedirect('https://pwa.example/callback', { ...base, clientId: 'other' })).toBe(false);
  });

  it('always allows the store origin; loopback hosts only outside production', () => {
    expect(isAllowedRedirect('https://shop.example/anything', base)).toBe(true);
    expect(isAllowedRedirect('http://localhost:3000/callback', base)).toBe(false);
    expect(isAllowedRedirect('http://localhost:3000/callback', { ...base, production: false })).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.1:3007/callback', { ...base, production: false })).toBe(true);
    expect(isAllowedRedirect('https://evil.example/cb', { ...base, production: false })).toBe(false);
  });

  it('refuses fragments, credentials, other schemes and garbage', () => {
    const dev = { ...base, production: false };
    expect(isAllowedRedirect('http://localhost:3000/callback#x', dev)).toBe(false);
    expect(isAllowedRedirect('http://user:pw@localhost:3000/callback', dev)).toBe(false);
    expect(isAllowedRedirect('javascript:alert(1)', dev)).toBe(false);
    expect(isAllowedRedirect('not a url', dev)).toBe(false);
  });

  it('reads the variable as JSON, ignoring what is not a list of strings', () => {
    expect(registeredRedirects({ SLAS_REDIRECT_URIS: '{"a":["https://x/cb",3],"b":"no"}' })).toEqual({ a: ['https://x/cb'] });
    expect(registeredRedirects({ SLAS_REDIRECT_URIS: '[1]' })).toEqual({});
    expect(registeredRedirects({})).toEqual({});
  });
});
