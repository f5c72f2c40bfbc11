import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath (the /login?next= target)', () => {
  it('keeps a prefix-free path of the store with its query', () => {
    expect(safeNextPath('/change-password')).toBe('/change-password');
    expect(safeNextPath('/account/order-history?page=2')).toBe('/account/order-history?page=2');
    expect(safeNextPath('/')).toBe('/');
  });

  it('refuses other hosts, schemes and host-like paths (no open redirect)', () => {
    for (const raw of ['https://evil.example/', 'http:/evil', '//evil.example/x', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', 'account', '/a\nb', '']) {
      expect(safeNextPath(raw), raw).toBeNull();
    }
    // Encoded line breaks stay inside the path: harmless.
    expect(safeNextPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(`/${'a'.repeat(600)}`)).toBeNull();
  });

  it('refuses site or locale prefixed paths and the sign-in pages themselves', () => {
    expect(safeNextPath('/fr/account')).toBeNull();
    expect(safeNextPath('/ca/cart')).toBeNull();
    expect(safeNextPath('/s/axle-ca/cart')).toBeNull();
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/login/')).toBeNull();
    expect(safeNextPath('/registration')).toBeNull();
  });
});
