import { describe, expect, it } from 'vitest';
import { allowedVary, browserCacheControl, edgeKeyUrl, hasPrivateQuery, isAnonymous, pageCacheClass, varyWithinKey, vehicleKeyPart } from './edge-html-policy';
import { routeCache } from '../../../shared/routes/route-cache';

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

  it('sends cached pages, which carry a per-response nonce, private to browsers (decision 277)', () => {
    expect(browserCacheControl('list')).toBe('private, max-age=0, must-revalidate');
    expect(browserCacheControl('content')).toBe('private, max-age=0, must-revalidate');
    expect(browserCacheControl('detail')).toBe('private, max-age=300');
    expect(browserCacheControl('detail', true)).toBe('private, max-age=0, must-revalidate');
  });

  it('stores a page only when it varies on what its declared key inputs stand for', () => {
    const list = allowedVary(routeCache('category')!.keys);
    expect([...list].sort()).toEqual(['cookie', 'user-agent']);
    expect(varyWithinKey(null, list)).toBe(true);
    expect(varyWithinKey('Cookie', list)).toBe(true);
    expect(varyWithinKey('cookie, User-Agent', list)).toBe(true);
    for (const vary of ['*', 'Authorization', 'Cookie, Accept-Language', 'Accept-Encoding']) expect(varyWithinKey(vary, list), vary).toBe(false);
    expect(varyWithinKey('Cookie', allowedVary(['site', 'locale']))).toBe(false);
  });

  it('names every key part in the key and skips private queries', () => {
    const url = new URL('https://axle.example/ca/fr/category/brakes?sort=price');
    const parts = { search: '?sort=price', siteId: 'axle-ca', localeId: 'fr-CA', vehicle: '-', render: 'stream', build: '/build/entry-A.js', catalogVersion: 'c1', productVersion: '-' } as const;
    const keys = routeCache('category')!.keys;
    expect(edgeKeyUrl(url, keys, parts)).toBe('https://axle.example/__edge-html/axle-ca/fr-CA/-/stream/%2Fbuild%2Fentry-A.js/c1/-/ca/fr/category/brakes?sort=price');
    expect(edgeKeyUrl(url, keys, { ...parts, vehicle: '2019-honda-civic||' })).not.toBe(edgeKeyUrl(url, keys, parts));
    // A part the route does not declare is not in its key.
    expect(edgeKeyUrl(url, keys, { ...parts, productVersion: 'p9' })).toBe(edgeKeyUrl(url, keys, parts));
    expect(edgeKeyUrl(url, routeCache('product')!.keys, { ...parts, productVersion: 'p9' })).toContain('/c1/p9/');
    expect(hasPrivateQuery(new URL('https://axle.example/?partner=p1'))).toBe(true);
    expect(hasPrivateQuery(url)).toBe(false);
  });
});
