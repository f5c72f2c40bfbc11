import { describe, expect, it } from 'vitest';
import { buildListingSearch, clearRefinement, formatRefineParams, ListingQueryError, parseListingQuery, parseRefineParams, toggleRefinement, listingOffset } from './refine-url';

const DEFAULTS = { sort: 'best-sellers', limit: 24 };

describe('refine groups', () => {
  it('parses attribute=value groups with | separated values', () => {
    expect(parseRefineParams(['c_size=Front|Rear', 'c_isDeal=true'])).toEqual({ c_size: ['Front', 'Rear'], c_isDeal: ['true'] });
  });
  it('merges repeated attributes without duplicates', () => {
    expect(parseRefineParams(['c_size=Front', 'c_size=Front|Rear'])).toEqual({ c_size: ['Front', 'Rear'] });
  });
  it('rejects groups without attribute or value', () => {
    expect(() => parseRefineParams(['=x'])).toThrow(ListingQueryError);
    expect(() => parseRefineParams(['c_size='])).toThrow('refine c_size has no value');
    expect(() => parseRefineParams(['nonsense'])).toThrow('refine must look like attribute=value1|value2');
  });
  it('formats groups sorted by attribute', () => {
    expect(formatRefineParams({ price: ['(0..25)'], c_size: ['Front', 'Rear'] })).toEqual(['c_size=Front|Rear', 'price=(0..25)']);
  });
});

describe('listing query', () => {
  it('round-trips through the URL', () => {
    const search = buildListingSearch({ q: 'oil filter', refine: { c_size: ['Front', 'Rear'] }, sort: 'newest', page: 2 }, DEFAULTS);
    expect(search).toBe('?q=oil+filter&refine=c_size%3DFront%7CRear&sort=newest&page=2');
    expect(parseListingQuery(new URLSearchParams(search))).toEqual({ q: 'oil filter', refine: { c_size: ['Front', 'Rear'] }, sort: 'newest', page: 2 });
  });
  it('leaves default sort, page 1 and default limit out', () => {
    expect(buildListingSearch({ refine: {}, sort: 'best-sellers', page: 1, limit: 24 }, DEFAULTS)).toBe('');
  });
  it('reads offset as a page when a limit is given', () => {
    expect(parseListingQuery(new URLSearchParams('offset=48&limit=24')).page).toBe(3);
  });
  it('reads offset with the default limit when none is given (document 1 §2.9)', () => {
    const state = parseListingQuery(new URLSearchParams('offset=48'));
    expect(state.page).toBe(3);
    expect(state.offset).toBeUndefined();
    expect(listingOffset(state, 24)).toBe(48);
    expect(parseListingQuery(new URLSearchParams('offset=0')).page).toBe(1);
  });
  it('keeps an offset that is not a page start as it is', () => {
    const state = parseListingQuery(new URLSearchParams('offset=50'));
    expect(state).toEqual({ refine: {}, offset: 50 });
    expect(listingOffset(state, 24)).toBe(50);
    expect(buildListingSearch(state, DEFAULTS)).toBe('?offset=50');
    const withLimit = parseListingQuery(new URLSearchParams('offset=5&limit=10'));
    expect(listingOffset(withLimit, 10)).toBe(5);
    expect(buildListingSearch(withLimit, DEFAULTS)).toBe('?limit=10&offset=5');
  });
  it('lets page win over offset, and a page drops a kept offset from the URL', () => {
    const state = parseListingQuery(new URLSearchParams('page=2&offset=50'));
    expect(state.page).toBe(2);
    expect(listingOffset(state, 24)).toBe(24);
    expect(buildListingSearch({ refine: {}, page: 4, offset: 50 }, DEFAULTS)).toBe('?page=4');
    expect(listingOffset({}, 24)).toBe(0);
  });
  it('rejects bad numbers', () => {
    expect(() => parseListingQuery(new URLSearchParams('page=0'))).toThrow('page must be a whole number from 1 to 10000');
    expect(() => parseListingQuery(new URLSearchParams('limit=500'))).toThrow('limit must be a whole number from 1 to 100');
    expect(() => parseListingQuery(new URLSearchParams('offset=-1'))).toThrow(ListingQueryError);
  });
});

describe('toggling', () => {
  it('adds and removes values of multi-select refinements', () => {
    const added = toggleRefinement({ c_size: ['Front'] }, 'c_size', 'Rear', false);
    expect(added).toEqual({ c_size: ['Front', 'Rear'] });
    expect(toggleRefinement(added, 'c_size', 'Front', false)).toEqual({ c_size: ['Rear'] });
  });
  it('replaces the value of single-select refinements and clears on a second click', () => {
    expect(toggleRefinement({ submodel: ['Sport'] }, 'submodel', 'EX', true)).toEqual({ submodel: ['EX'] });
    expect(toggleRefinement({ submodel: ['EX'] }, 'submodel', 'EX', true)).toEqual({});
  });
  it('clears one refinement and keeps the others', () => {
    expect(clearRefinement({ c_size: ['Front'], price: ['(0..25)'] }, 'c_size')).toEqual({ price: ['(0..25)'] });
  });
});
