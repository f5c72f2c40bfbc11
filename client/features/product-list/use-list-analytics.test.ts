import { describe, expect, it } from 'vitest';
import { listOf } from './use-list-analytics';

const category = { id: 'brake-pads' } as never;

describe('the analytics list of a product list page (decision 183)', () => {
  it('is the search results, a vehicle category or a category', () => {
    expect(listOf({ mode: 'search', category: null, vehicle: { modelId: '2019-honda-civic' } as never })).toEqual({ id: 'search-results', name: 'Search Results' });
    expect(listOf({ mode: 'category', category, vehicle: { modelId: '2019-honda-civic' } as never })).toEqual({ id: 'vehicle:2019-honda-civic:brake-pads', name: 'Vehicle Parts' });
    expect(listOf({ mode: 'category', category, vehicle: null })).toEqual({ id: 'category:brake-pads', name: 'Category' });
  });
});
