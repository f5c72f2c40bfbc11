import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../../shared/sites/resolve';
import { signInLinkView, withoutSignInParam } from './sign-in-link';

describe('?signin= links to the sign-in modal', () => {
  it('names one of the three views, nothing else', () => {
    expect(signInLinkView('?signin=register')).toBe('register');
    expect(signInLinkView('?q=x&signin=password')).toBe('password');
    expect(signInLinkView('?signin=login')).toBe('login');
    expect(signInLinkView('?signin=admin')).toBeNull();
    expect(signInLinkView('')).toBeNull();
  });

  it('is dropped from the address, keeping prefixes and the rest of the query', () => {
    expect(withoutSignInParam(resolveLocation('/?signin=register'))).toBe('/');
    expect(withoutSignInParam(resolveLocation('/ca/fr/cart?signin=login&x=1'))).toBe('/ca/fr/cart?x=1');
  });
});
