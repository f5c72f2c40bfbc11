import { describe, expect, it } from 'vitest';
import { instanceTypeFor, realmOf, recsKey } from './recommendation';

describe('personalization call values (document 2 §7)', () => {
  it('takes the realm from the first part of the site id', () => {
    expect(realmOf('axle-us')).toBe('axle');
    expect(realmOf('axle-ca')).toBe('axle');
  });
  it('sends prd in production and sbx on local hosts', () => {
    expect(instanceTypeFor('www.axle.example')).toBe('prd');
    expect(instanceTypeFor('localhost')).toBe('sbx');
    expect(instanceTypeFor('127.0.0.1')).toBe('sbx');
  });
  it('builds the storefront key of a recommender', () => {
    expect(recsKey('axle-us', 'en-US', 'other-parts-for-vehicle', ['A1'], '2019-honda-civic')).toBe(
      '/api/reco/other-parts-for-vehicle?site=axle-us&locale=en-US&products=A1&vehicle=2019-honda-civic',
    );
    expect(recsKey('axle-ca', 'fr-CA', 'viewed-recently-einstein', ['A', 'B'], null)).toBe('/api/reco/viewed-recently-einstein?site=axle-ca&locale=fr-CA&products=A%2CB');
  });
});
