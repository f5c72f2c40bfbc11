import { describe, expect, it } from 'vitest';
import { edgeKeyUrl, hasPrivateQuery, isAnonymous, pageCacheClass, publicCacheControl, vehicleKeyPart } from './edge-html-policy';

describe('edge HTML cache rules', () => {
  it('caches catalog and content routes only', () => {
    expect(pageCacheClass('home')).toBe('list');
    expect(pageCacheClass('vehicle-category')).toBe('list');
    expect(pageCacheClass('product-detail')).toBe('detail');
    expect(pageCacheClass('policy-page')).toBe('content');
    for (const route of ['cart', 'checkout', 'checkout-confirmation', 'account', 'account-area', 'login', 'order-status', 'page-not-found'] as const) {
      expect(pageCacheClass(route), route).toBeNull();
    }
    expect(pageCacheClass(null)).toBeNull();
  });

  it('counts a request as anonymous without a session cookie and without Authorization', () => {
    expect(isAnonymous(new Headers())).toBe(true);
    expect(isAnonymous(new Headers({ cookie: 'axle_vehicle=2019-honda-civic' }))).toBe(true);
    expect(isAnonymous(new Headers({ cookie: 'axle_vehicle=x; __Host-axle_sid=abc' }))).toBe(false);
    expect(isAnonymous(new Headers({ authorization: 'Bearer abc' }))).toBe(false);
  });

  it('keys the selected vehicle by its normalised cookie', () => {
    expect(vehicleKeyPart(null)).toBe('-');
    expect(vehicleKeyPart('axle_vehicle=not a vehicle')).toBe('-');
    expect(vehicleKeyPart('axle_vehicle=2019-Honda-Civic')).toBe('2019-honda-civic||');
    expect(vehicleKeyPart('a=1; axle_vehicle=2019-honda-civic|EX|2.0L')).toBe('2019-honda-civic|EX|2.0L');
  });

  it('sends the shared-cache headers of decision 201', () => {
    expect(publicCacheControl('list')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(publicCacheControl('content')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(publicCacheControl('detail')).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=600');
  });

  it('names every key part in the key and skips private queries', () => {
    const url = new URL('https://axle.example/ca/fr/category/brakes?sort=price');
    const parts = { siteId: 'axle-ca', localeId: 'fr-CA', vehicle: '-', render: 'stream', build: '/build/entry-A.js', catalogVersion: 'c1', productVersion: '-' } as const;
    expect(edgeKeyUrl(url, parts)).toBe('https://axle.example/__edge-html/axle-ca/fr-CA/-/stream/%2Fbuild%2Fentry-A.js/c1/-/ca/fr/category/brakes?sort=price');
    expect(edgeKeyUrl(url, { ...parts, vehicle: '2019-honda-civic||' })).not.toBe(edgeKeyUrl(url, parts));
    expect(hasPrivateQuery(new URL('https://axle.example/?partner=p1'))).toBe(true);
    expect(hasPrivateQuery(url)).toBe(false);
  });
});
