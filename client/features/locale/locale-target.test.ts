import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../../shared/sites/resolve';
import { countrySwitchTarget, localeSwitchTarget } from './locale-target';

const at = (href: string) => resolveLocation(href);

describe('localeSwitchTarget', () => {
  it.each([
    ['/category/brakes?sort=price', 'es-US', '/es/category/brakes?sort=price'],
    ['/es/category/brakes?sort=price', 'en-US', '/category/brakes?sort=price'],
    ['/ca/brakes/brake-pads', 'fr-CA', '/ca/fr/brakes/brake-pads'],
    ['/ca/fr', 'en-CA', '/ca'],
    ['/?locale=es-US&q=oil', 'en-US', '/?q=oil'],
  ])('same country: %s → %s stays in the app at %s', (href, locale, target) => {
    expect(localeSwitchTarget(at(href), locale as 'en-US')).toEqual({ href: target, inApp: true });
  });

  it.each([
    ['/category/brakes?sort=price&refine=brand%3DAcme', 'fr-CA', '/ca/fr/category/brakes?sort=price&refine=brand%3DAcme'],
    ['/es/search?q=filtro', 'en-CA', '/ca/search?q=filtro'],
    ['/ca/fr/cart', 'en-US', '/cart'],
    ['/ca', 'es-US', '/es'],
  ])('other country: %s → %s is a full navigation to %s', (href, locale, target) => {
    expect(localeSwitchTarget(at(href), locale as 'en-US')).toEqual({ href: target, inApp: false });
  });
});

describe('countrySwitchTarget', () => {
  it('keeps the language when the other site offers it', () => {
    expect(countrySwitchTarget(at('/brakes?x=1'), 'CA')).toEqual({ href: '/ca/brakes?x=1', inApp: false });
    expect(countrySwitchTarget(at('/ca/brakes'), 'US')).toEqual({ href: '/brakes', inApp: false });
  });

  it("falls back to the other site's default locale", () => {
    expect(countrySwitchTarget(at('/es/brakes'), 'CA')).toEqual({ href: '/ca/brakes', inApp: false });
    expect(countrySwitchTarget(at('/ca/fr/brakes'), 'US')).toEqual({ href: '/brakes', inApp: false });
  });

  it('choosing the current country keeps the page', () => {
    expect(countrySwitchTarget(at('/ca/fr/brakes'), 'CA')).toEqual({ href: '/ca/fr/brakes', inApp: true });
  });
});
