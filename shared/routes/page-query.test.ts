import { describe, expect, it } from 'vitest';
import { isTrackingParam, pageHref, pageQuery } from './page-query';
import { dataHref } from './tracking-params';
import { pageDataKey } from '../types/page';

const q = (text: string) => new URLSearchParams(text);

describe('page query (issue 29 item 2)', () => {
  it('knows the tracking parameters', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'utm_anything', 'gclid', 'fbclid', 'msclkid', 'dclid', 'gbraid', 'wbraid', 'mc_cid', 'mc_eid', '_ga', 'gad_source', 'ref']) {
      expect(isTrackingParam(name), name).toBe(true);
    }
    for (const name of ['q', 'refine', 'sort', 'page', 'pid', 'color', 'redirected', 'reference']) expect(isTrackingParam(name), name).toBe(false);
  });

  it('keeps a cached list only its declared parameters, sorted by name', () => {
    expect(pageQuery('product-list', q('sort=price-low-to-high&utm_source=x&refine=brand%3DAxle&gclid=1&junk=2&page=2')).toString()).toBe(
      'page=2&refine=brand%3DAxle&sort=price-low-to-high',
    );
    expect(pageQuery('product-list', q('refine=b&refine=a&q=pads')).toString()).toBe('q=pads&refine=b&refine=a');
    expect(pageQuery('home', q('utm_source=x&anything=1')).toString()).toBe('');
    expect(pageQuery('resources', q('category=brakes&utm_medium=email')).toString()).toBe('category=brakes');
  });

  it('keeps a product page its variation, pid and set-member parameters', () => {
    expect(pageQuery('product', q('size=L&fbclid=z&color=red&pid=AX-1&AX-BRK-100403-FRONT=color%3Dred&x=1')).toString()).toBe(
      'AX-BRK-100403-FRONT=color%3Dred&color=red&pid=AX-1&size=L',
    );
  });

  it('keeps the unknown-path retry marker everywhere', () => {
    expect(pageQuery('category', q('redirected=1&utm_source=x')).toString()).toBe('redirected=1');
  });

  it('drops only tracking parameters on pages that are never cached, and sorts the rest', () => {
    expect(pageQuery('checkout-confirmation', q('token=t&utm_source=x&b=1')).toString()).toBe('b=1&token=t');
    expect(pageQuery(null, q('z=1&a=2&msclkid=3')).toString()).toBe('a=2&z=1');
  });

  it('keys a page’s data by its page href, prefixes and site/locale parameters kept', () => {
    expect(pageHref('/ca/fr/category/brakes?utm_source=x&sort=a&page=2')).toBe('/ca/fr/category/brakes?page=2&sort=a');
    expect(pageHref('/?locale=fr-CA&site=axle-ca&utm_source=x')).toBe('/?site=axle-ca&locale=fr-CA');
    expect(pageHref('/category/brakes')).toBe('/category/brakes');
    expect(pageDataKey('/2019-honda-civic/brakes?utm_source=x')).toBe('/api/page/2019-honda-civic/brakes');
    expect(pageDataKey('/?utm_source=x')).toBe('/api/page/');
    expect(pageDataKey('/search?q=brake pads&utm_source=x')).toBe(pageDataKey('/search?utm_source=y&q=brake+pads'));
  });

  it('keys the browser’s address as the server’s HTML did, tracking parameters and order aside', () => {
    for (const address of ['/ca/fr/category/brakes?utm_source=x&sort=a&page=2', '/?utm_source=x&locale=fr-CA&site=axle-ca', '/product/AX-1?size=L&gclid=1&color=red', '/search?q=pads', '/cart?utm_medium=mail&b=2&a=1']) {
      expect(dataHref(address), address).toBe(dataHref(pageHref(address)));
    }
    expect(dataHref('/category/brakes?b=2&a=1&a=0&fbclid=z')).toBe('/category/brakes?a=1&a=0&b=2');
  });
});
