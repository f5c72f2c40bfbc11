import { describe, expect, it } from 'vitest';
import type { DetailVariant, VariationAttribute } from './product-detail';
import { isValueOrderable, itemProductId, readSelection, resolveVariant, writeSelection } from './variations';

const attributes: VariationAttribute[] = [
  { id: 'color', name: 'Color', values: [{ value: 'red', name: 'Red', orderable: true }, { value: 'black', name: 'Black', orderable: true }] },
  { id: 'size', name: 'Size', values: [{ value: 'S', name: 'S', orderable: true }, { value: 'L', name: 'L', orderable: true }] },
];
const variant = (productId: string, color: string, size: string, orderable = true): DetailVariant => ({ productId, values: { color, size }, orderable, price: 100, originalPrice: null, ats: 3 });
const variants = [variant('R-S', 'red', 'S'), variant('R-L', 'red', 'L', false), variant('B-S', 'black', 'S')];

describe('resolveVariant', () => {
  it('resolves the one variant matching every selected value', () => {
    expect(resolveVariant(attributes, variants, { color: 'red', size: 'S' })?.productId).toBe('R-S');
  });
  it('resolves nothing while an attribute is unselected', () => {
    expect(resolveVariant(attributes, variants, { color: 'red' })).toBeNull();
    expect(resolveVariant(attributes, variants, {})).toBeNull();
  });
  it('resolves nothing when no variant or more than one matches', () => {
    expect(resolveVariant(attributes, variants, { color: 'black', size: 'L' })).toBeNull();
    expect(resolveVariant(attributes, [...variants, variant('R-S2', 'red', 'S')], { color: 'red', size: 'S' })).toBeNull();
  });
  it('resolves nothing for a product without variation attributes', () => {
    expect(resolveVariant([], variants, {})).toBeNull();
  });
});

describe('isValueOrderable', () => {
  it('disables a value only unorderable variants carry given the other choices', () => {
    expect(isValueOrderable('size', 'L', variants, { color: 'red' })).toBe(false);
    expect(isValueOrderable('size', 'S', variants, { color: 'red' })).toBe(true);
    expect(isValueOrderable('color', 'black', variants, { size: 'L' })).toBe(false);
    expect(isValueOrderable('color', 'black', variants, {})).toBe(true);
  });
});

describe('itemProductId', () => {
  it('is the product for items, sets and bundles, else the resolved variant', () => {
    expect(itemProductId({ id: 'I', type: 'item' }, null)).toBe('I');
    expect(itemProductId({ id: 'B', type: 'bundle' }, null)).toBe('B');
    expect(itemProductId({ id: 'M', type: 'master' }, null)).toBeNull();
    expect(itemProductId({ id: 'M', type: 'master' }, variants[0]!)).toBe('R-S');
  });
});

describe('selection in the query', () => {
  it('reads parameters named after the attribute id and drops unknown values', () => {
    expect(readSelection(new URLSearchParams('color=red&size=XL&x=1'), attributes)).toEqual({ color: 'red' });
  });
  it('nests a set member choice under its product id', () => {
    const query = writeSelection(new URLSearchParams('a=1'), 'color', 'black', 'AX-1');
    expect(query.get('AX-1')).toBe('color=black');
    expect(query.get('a')).toBe('1');
    expect(readSelection(query, attributes, 'AX-1')).toEqual({ color: 'black' });
    expect(readSelection(query, attributes)).toEqual({});
    expect(writeSelection(query, 'color', null, 'AX-1').has('AX-1')).toBe(false);
  });
  it('sets and removes a top-level choice', () => {
    const query = writeSelection(new URLSearchParams(), 'size', 'S');
    expect(query.toString()).toBe('size=S');
    expect(writeSelection(query, 'size', null).toString()).toBe('');
  });
});
