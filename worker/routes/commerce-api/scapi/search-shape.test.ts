import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../shared/search/search-types';
import type { ProductHit } from '../../../../shared/types/product';
import { toScapiHit, toScapiSearchResult } from './search-shape';

const HIT: ProductHit = {
  productId: 'AX-1', productName: 'Brake Set', brand: 'Z', partNumber: 'Z-1', type: 'set', image: { link: '/images/products/a.png', alt: 'Brake Set, product view' },
  currency: 'USD', price: 15499, originalPrice: 17999, orderable: true, ats: 3, unitsSold: 1, rating: { average: 4, count: 2 }, isDeal: false, universal: false,
  primaryCategoryId: 'brakes', parentCategoryId: null, fitment: 'none', fitRows: [], notes: [],
};

describe('SCAPI search shape', () => {
  it('writes a hit as Shopper Search does: decimal prices, productType, hitType, represented product, absolute image', () => {
    const hit = toScapiHit(HIT, 'https://shop.example');
    expect(hit).toMatchObject({
      price: 154.99,
      originalPrice: 179.99,
      productType: { set: true },
      hitType: 'set',
      representedProduct: { id: 'AX-1' },
      image: { alt: 'Brake Set, product view', link: 'https://shop.example/images/products/a.png', disBaseLink: 'https://shop.example/images/products/a.png', title: 'Brake Set' },
      tieredPrices: [{ price: 179.99, pricebook: 'usd-list-prices', quantity: 1 }],
    });
    expect(hit).not.toHaveProperty('type');
    expect(toScapiHit({ ...HIT, type: 'item', originalPrice: null }, 'https://shop.example')).toMatchObject({ hitType: 'product', productType: { item: true } });
  });

  it('joins selected refinement values into strings and leaves empty ones out', () => {
    const result = { hits: [], refinements: [], total: 0, offset: 0, limit: 10, pagination: { currentPage: 1, pageSize: 10, total: 0 }, sortingOptions: [], selectedSortingOption: 'best-sellers', selectedRefinements: { cgid: ['brakes'], price: ['(0..25)', '(25..50)'], c_size: [] }, currency: 'USD' } as SearchResult;
    expect(toScapiSearchResult(result, 'https://shop.example', { htype: ['master'] }).selectedRefinements).toEqual({ cgid: 'brakes', price: '(0..25)|(25..50)', htype: 'master' });
    expect(toScapiSearchResult(result, 'https://shop.example').query).toBe('');
  });
});
