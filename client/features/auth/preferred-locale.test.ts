import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../../shared/sites/resolve';
import { preferredLocaleDecision } from './preferred-locale';

const registered = { isRegistered: true, firstName: 'Ana' };

describe('preferred locale redirect (document 1 §4)', () => {
  it('sends a registered customer once to the same page in the preferred locale', () => {
    const here = resolveLocation('/cart?x=1');
    expect(preferredLocaleDecision({ ...registered, preferredLocale: 'es-US' }, here, false)).toEqual({ setFlag: true, target: { href: '/es/cart?x=1', inApp: true } });
    expect(preferredLocaleDecision({ ...registered, preferredLocale: 'fr-CA' }, here, false)).toEqual({ setFlag: true, target: { href: '/ca/fr/cart?x=1', inApp: false } });
  });

  it('does nothing once the flag is set, or for guests', () => {
    const here = resolveLocation('/cart');
    expect(preferredLocaleDecision({ ...registered, preferredLocale: 'es-US' }, here, true)).toEqual({ setFlag: false, target: null });
    expect(preferredLocaleDecision({ isRegistered: false, preferredLocale: 'es-US' }, here, false)).toEqual({ setFlag: false, target: null });
  });

  it('the first signed-in load without a preference spends the flag, so one chosen later waits for the next session', () => {
    expect(preferredLocaleDecision({ ...registered, preferredLocale: null }, resolveLocation('/cart'), false)).toEqual({ setFlag: true, target: null });
  });

  it('already in the preferred locale: stays, and spends the flag', () => {
    expect(preferredLocaleDecision({ ...registered, preferredLocale: 'es-US' }, resolveLocation('/es/cart'), false)).toEqual({ setFlag: true, target: null });
  });
});
