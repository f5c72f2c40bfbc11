import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../types/page';
import { pageSeo, robotsDirective, routePath } from './page-seo';
import { pageAlternates, pageUrl } from './page-urls';

const payload = (over: Partial<PagePayload>): PagePayload => ({ kind: 'screen', route: 'login', params: {}, status: 200, breadcrumbs: [], data: {}, ...over });
const none = new URLSearchParams();

describe('pageSeo', () => {
  it('is noindex for routes not listed as indexable, including ones added later', () => {
    for (const route of ['login', 'registration', 'reset-password', 'change-password', 'account', 'account-menu', 'account-area', 'cart', 'checkout', 'checkout-confirmation', 'order-status', 'order-status-detail', 'search'] as const) {
      expect(pageSeo(payload({ route }), none, 'axle-us')).toEqual({ index: false, canonicalPath: null, site: null });
    }
    expect(pageSeo(payload({ route: 'future-page' as never }), none, 'axle-us').index).toBe(false);
  });

  it('is noindex for any status but 200 and for payloads without a route (error page)', () => {
    expect(pageSeo(payload({ kind: 'not-found', route: 'product', status: 404 }), none, 'axle-us').index).toBe(false);
    expect(pageSeo(payload({ kind: 'error', route: null, status: 500 }), none, 'axle-us').index).toBe(false);
    expect(robotsDirective(undefined)).toBe('noindex, follow');
  });

  it('gives a list its canonical path, and no index once filtered, sorted or paged', () => {
    const list = payload({ kind: 'product-list', route: 'category-products', data: { mode: 'category', category: { id: 'brake-pads' }, vehicle: null, vehicleInPath: false } });
    expect(pageSeo(list, none, 'axle-us')).toEqual({ index: true, canonicalPath: '/category/brake-pads', site: null });
    expect(pageSeo(list, new URLSearchParams('page=2'), 'axle-us').index).toBe(false);
    const vehicleList = { ...list, data: { ...(list.data as object), vehicle: { modelId: '2019-honda-civic' }, vehicleInPath: true } };
    expect(pageSeo(vehicleList, none, 'axle-us').canonicalPath).toBe('/2019-honda-civic/brake-pads');
  });

  it('fills content routes from their pattern; stores belong to their site', () => {
    expect(pageSeo(payload({ kind: 'faq', route: 'faq-entry', params: { category: 'parts', id: 'a b' } }), none, 'axle-ca')).toEqual({ index: true, canonicalPath: '/pages/faq/parts/a%20b', site: null });
    expect(pageSeo(payload({ kind: 'store-details', route: 'store-details', params: { storeId: '101' } }), none, 'axle-ca')).toEqual({ index: true, canonicalPath: '/pages/store-locator/101', site: 'axle-ca' });
    expect(routePath('about-us', {})).toBe('/pages/about-us');
  });
});

describe('page URLs', () => {
  it('builds canonical URLs with the prefixes links use and alternates for every locale', () => {
    expect(pageUrl('https://x.test', '/', 'en-US')).toBe('https://x.test/');
    expect(pageUrl('https://x.test', '/', 'fr-CA')).toBe('https://x.test/ca/fr');
    expect(pageAlternates('https://x.test', '/brakes', null)).toEqual([
      { hreflang: 'en-US', href: 'https://x.test/brakes' },
      { hreflang: 'es-US', href: 'https://x.test/es/brakes' },
      { hreflang: 'en-CA', href: 'https://x.test/ca/brakes' },
      { hreflang: 'fr-CA', href: 'https://x.test/ca/fr/brakes' },
      { hreflang: 'x-default', href: 'https://x.test/brakes' },
    ]);
    expect(pageAlternates('https://x.test', '/pages/store-locator/101', 'axle-ca').map((a) => a.hreflang)).toEqual(['en-CA', 'fr-CA', 'x-default']);
  });
});
