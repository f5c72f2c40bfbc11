import { describe, expect, it } from 'vitest';
import { SITES_CONFIG, type SitesConfig } from './config';
import { SITE_ERRORS } from './errors';
import { buildHref, getDefaultSite, prefixFor, resolveLocale, resolveLocation } from './resolve';

const at = (url: string) => {
  const r = resolveLocation(`http://localhost${url}`);
  return { site: r.site.id, locale: r.locale.id, path: r.path, search: r.search };
};

describe('resolveLocation', () => {
  it('defaults to the US site in en-US', () => {
    expect(at('/')).toEqual({ site: 'axle-us', locale: 'en-US', path: '/', search: '' });
  });

  it.each([
    ['/fr/category/brakes', 'axle-ca', 'fr-CA', '/category/brakes'],
    ['/es/search', 'axle-us', 'es-US', '/search'],
    ['/en/login', 'axle-us', 'en-US', '/login'],
    ['/ca', 'axle-ca', 'en-CA', '/'],
    ['/ca/fr/brakes', 'axle-ca', 'fr-CA', '/brakes'],
    ['/ca/en/brakes', 'axle-ca', 'en-CA', '/brakes'],
    ['/axle-ca/fr-CA/brakes', 'axle-ca', 'fr-CA', '/brakes'],
    ['/us/es-US/cart', 'axle-us', 'es-US', '/cart'],
    ['/s/axle-us/no-such-page', 'axle-us', 'en-US', '/no-such-page'],
    ['/s/axle-ca/fr/x', 'axle-ca', 'fr-CA', '/x'],
  ])('%s → %s %s %s', (url, site, locale, path) => {
    expect(at(url)).toMatchObject({ site, locale, path });
  });

  it('reads site and locale from query parameters and strips them', () => {
    expect(at('/?locale=fr-CA&site=axle-ca&q=1')).toEqual({ site: 'axle-ca', locale: 'fr-CA', path: '/', search: '?q=1' });
    expect(at('/?locale=fr-CA')).toMatchObject({ site: 'axle-ca', locale: 'fr-CA' });
    expect(at('/?site=ca')).toMatchObject({ site: 'axle-ca', locale: 'en-CA' });
  });

  it('ignores a locale the site does not offer', () => {
    expect(at('/?site=axle-ca&locale=es-US')).toMatchObject({ site: 'axle-ca', locale: 'en-CA' });
    expect(at('/ca/es/brakes')).toMatchObject({ site: 'axle-ca', locale: 'en-CA', path: '/es/brakes' });
  });

  it('throws the spec text without a URL', () => {
    expect(() => resolveLocation(undefined)).toThrow(SITE_ERRORS.urlRequiredForSite);
  });
});

describe('site configuration errors', () => {
  it('names each configuration problem', () => {
    expect(() => getDefaultSite(undefined as unknown as SitesConfig)).not.toThrow();
    expect(() => getDefaultSite({ defaultSite: 'x', sites: [] })).toThrow(SITE_ERRORS.noSites);
    expect(() => getDefaultSite({ ...SITES_CONFIG, defaultSite: 'nope' })).toThrow(SITE_ERRORS.noDefaultSite);
    expect(() => getDefaultSite(null as unknown as SitesConfig)).toThrow(SITE_ERRORS.configRequired);
  });

  it('needs a URL and a site to look up a locale', () => {
    const site = SITES_CONFIG.sites[0]!;
    expect(() => resolveLocale(undefined, site)).toThrow(SITE_ERRORS.urlRequiredForLocale);
    expect(() => resolveLocale('http://localhost/', undefined)).toThrow(SITE_ERRORS.siteRequiredForLocale);
  });
});

describe('building internal links', () => {
  const us = SITES_CONFIG.sites.find((s) => s.id === 'axle-us')!;
  const ca = SITES_CONFIG.sites.find((s) => s.id === 'axle-ca')!;
  const locale = (site: typeof us, id: string) => site.l10n.supportedLocales.find((l) => l.id === id)!;

  it('omits defaults from the prefix', () => {
    expect(prefixFor(us, locale(us, 'en-US'))).toBe('');
    expect(prefixFor(us, locale(us, 'es-US'))).toBe('/es');
    expect(prefixFor(ca, locale(ca, 'en-CA'))).toBe('/ca');
    expect(prefixFor(ca, locale(ca, 'fr-CA'))).toBe('/ca/fr');
  });

  it('re-adds the prefix to prefix-free paths and round-trips', () => {
    expect(buildHref('/', ca, locale(ca, 'fr-CA'))).toBe('/ca/fr');
    expect(buildHref('/search?q=oil', ca, locale(ca, 'fr-CA'))).toBe('/ca/fr/search?q=oil');
    expect(buildHref('/brakes', us, locale(us, 'en-US'))).toBe('/brakes');
    expect(at(buildHref('/category/brakes', ca, locale(ca, 'fr-CA')))).toMatchObject({ site: 'axle-ca', locale: 'fr-CA', path: '/category/brakes' });
  });
});
