import { describe, expect, it } from 'vitest';
import { DEV_SITE_ORIGIN, siteOrigin } from './site-origin';

describe('site origins for e-mail links (decision 258)', () => {
  it('takes one origin for every site, or one per site with a default', () => {
    expect(siteOrigin({}, 'axle-ca')).toBe(DEV_SITE_ORIGIN);
    expect(siteOrigin({ SITE_ORIGINS: 'http://localhost:8805' }, 'axle-us')).toBe('http://localhost:8805');
    const pairs = { SITE_ORIGINS: 'axle-ca=https://www.axle.ca, axle-us=https://www.axle.com/' };
    expect(siteOrigin(pairs, 'axle-ca')).toBe('https://www.axle.ca');
    expect(siteOrigin(pairs, 'axle-us')).toBe('https://www.axle.com');
    expect(siteOrigin({ SITE_ORIGINS: 'https://shop.example axle-ca=https://ca.shop.example' }, 'axle-us')).toBe('https://shop.example');
  });

  it('refuses what is not an origin, a site without one, and unsafe origins in production', () => {
    expect(() => siteOrigin({ SITE_ORIGINS: 'https://www.axle.ca/path' }, 'axle-ca')).toThrow(/without a path/);
    expect(() => siteOrigin({ SITE_ORIGINS: 'javascript:alert(1)' }, 'axle-ca')).toThrow();
    expect(() => siteOrigin({ SITE_ORIGINS: 'axle-ca=https://www.axle.ca' }, 'axle-us')).toThrow(/no origin for axle-us/);
    expect(() => siteOrigin({ ENVIRONMENT: 'production' }, 'axle-us')).toThrow(/production/);
    expect(() => siteOrigin({ ENVIRONMENT: 'production', SITE_ORIGINS: 'http://www.axle.com' }, 'axle-us')).toThrow(/production/);
    expect(siteOrigin({ ENVIRONMENT: 'production', SITE_ORIGINS: 'https://www.axle.com' }, 'axle-us')).toBe('https://www.axle.com');
  });
});
