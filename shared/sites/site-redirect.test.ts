import { describe, expect, it } from 'vitest';
import { SITES_CONFIG } from './config';
import { CRAWLER_PATTERN, siteToOffer } from './site-redirect';

const us = SITES_CONFIG.sites.find((s) => s.id === 'axle-us')!;
const ca = SITES_CONFIG.sites.find((s) => s.id === 'axle-ca')!;
const none = { stayOnSite: false, preventRedirection: false };

describe('site redirect', () => {
  it('offers the Canadian site to a Canadian visitor on the US site, and the reverse', () => {
    expect(siteToOffer('CA', us, none)?.id).toBe('axle-ca');
    expect(siteToOffer('us', ca, none)?.id).toBe('axle-us');
  });

  it('offers nothing on the visitor’s own site, for other countries or a failed lookup', () => {
    expect(siteToOffer('US', us, none)).toBeNull();
    expect(siteToOffer('FR', us, none)).toBeNull();
    expect(siteToOffer(null, ca, none)).toBeNull();
  });

  it('offers nothing once a choice is stored', () => {
    expect(siteToOffer('CA', us, { stayOnSite: true, preventRedirection: false })).toBeNull();
    expect(siteToOffer('CA', us, { stayOnSite: false, preventRedirection: true })).toBeNull();
  });

  it('recognises crawlers', () => {
    expect(CRAWLER_PATTERN.test('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(CRAWLER_PATTERN.test('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });
});
