import { describe, expect, it } from 'vitest';
import { componentHref, productAlternates, productPathSection, productUrl } from './product-urls';

const tree = [{ id: 'parts' }, { id: 'brakes' }, { id: 'brake-pads' }];

describe('product URLs', () => {
  it('uses the last two visible category ids, else product', () => {
    expect(productPathSection(tree)).toBe('brakes/brake-pads');
    expect(productPathSection([{ id: 'root' }, { id: 'brakes' }])).toBe('product');
    expect(productPathSection([])).toBe('product');
  });
  it('builds the canonical on the site of the locale (Canadian for Canadian locales)', () => {
    expect(productUrl('https://axle.test', 'en-US', tree, 'AX-1')).toBe('https://axle.test/en/brakes/brake-pads/AX-1');
    expect(productUrl('https://axle.test', 'es-US', tree, 'AX-1')).toBe('https://axle.test/es/brakes/brake-pads/AX-1');
    expect(productUrl('https://axle.test', 'fr-CA', tree, 'AX-1')).toBe('https://axle.test/ca/fr/brakes/brake-pads/AX-1');
    expect(productUrl('https://axle.test', 'en-CA', [], 'AX-1')).toBe('https://axle.test/ca/en/product/AX-1');
  });
  it('lists the four locales and x-default', () => {
    const links = productAlternates('https://axle.test', tree, 'AX-1');
    expect(links.map((l) => l.hreflang)).toEqual(['en-US', 'es-US', 'en-CA', 'fr-CA', 'x-default']);
    expect(links.at(-1)?.href).toBe('https://axle.test/en/brakes/brake-pads/AX-1');
  });
  it('links kit components under their parent category, else /product', () => {
    expect(componentHref({ id: 'AX-2', primaryCategoryId: 'brake-pads', parentCategoryId: 'brakes' })).toBe('/brakes/brake-pads/AX-2');
    expect(componentHref({ id: 'AX-2', primaryCategoryId: 'brakes', parentCategoryId: 'parts' })).toBe('/product/AX-2');
    expect(componentHref({ id: 'AX-2', primaryCategoryId: 'x', parentCategoryId: null })).toBe('/product/AX-2');
  });
});
